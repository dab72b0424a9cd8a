import DisplayList
import Foundation

// SwiftUI spellings whose effect is an interaction a still has no moment for: deleting and
// moving list rows, a context menu's long press, a symbol effect's motion, scrolling by
// proxy. Each draws its view as it is and never runs its action. The popover and the old
// action sheet are presentations and are drawn when presented, as an iPhone draws them.

extension ForEach {
    /// SwiftUI's `.onDelete(perform:)`: swipe to delete; the rows as they are.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// SwiftUI's `.onMove(perform:)`: drag to reorder; the rows as they are.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    /// SwiftUI's `.onInsert(of:perform:)`: the rows as they are.
    nonisolated public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self { self }
}

extension View {
    /// SwiftUI's `.deleteDisabled(_:)`: drawn as it is.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// SwiftUI's `.moveDisabled(_:)`: drawn as it is.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// SwiftUI's `.swipeActions(edge:allowsFullSwipe:content:)`: the buttons a row reveals
    /// when swiped; a still shows the row at rest, as it is.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View { self }

    /// SwiftUI's `.contextMenu(menuItems:)`: shown on a long press; the view as it is.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    /// SwiftUI's `.contextMenu(menuItems:preview:)`: the view as it is.
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// SwiftUI's older `.contextMenu(_:)` with a `ContextMenu`: the view as it is.
    nonisolated public func contextMenu<M: View>(_ contextMenu: ContextMenu<M>?) -> some View { self }

    /// SwiftUI's `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`. On an iPhone a
    /// popover adapts to a sheet, so it is drawn as `.sheet` draws while presented.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
    /// The popover for the item, while there is one (a sheet on an iPhone).
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                                        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    /// SwiftUI's older `.actionSheet(isPresented:content:)`: while presented, the action sheet
    /// `.confirmationDialog` draws (title and message shown, as `ActionSheet` always shows them).
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        PresentingModifier(content: self, style: .dialog, presented: isPresented.wrappedValue ? content().view : nil)
    }
    /// The action sheet for the item, while there is one.
    nonisolated public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        PresentingModifier(content: self, style: .dialog, presented: item.wrappedValue.map(content)?.view)
    }

    /// SwiftUI's `.symbolEffect(_:options:value:)`: a symbol's bounce or pulse when `value`
    /// changes; a still shows the symbol at rest.
    nonisolated public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    /// SwiftUI's `.symbolEffect(_:options:isActive:)`: the symbol at rest.
    nonisolated public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// SwiftUI's `.symbolEffectsRemoved(_:)`: drawn as it is.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }

    /// SwiftUI's `.onLongPressGesture(minimumDuration:pressing:perform:)` (before iOS 16.4): drawn as it is.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                               pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void) -> some View { self }
}

/// SwiftUI's older `ContextMenu` value.
public struct ContextMenu<MenuItems: View> {
    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

/// SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor.Source)
    /// A point of the view.
    case point(UnitPoint)

    /// SwiftUI's `Anchor<CGRect>.Source`, by the spelling a popover uses.
    public enum Anchor: Sendable {
        /// Where an anchor is taken from.
        public enum Source: Sendable {
            /// The view's bounds.
            case bounds
            /// A rectangle in the view.
            case rect(CGRect)
        }
    }
}

/// SwiftUI's older `ActionSheet` value: a title, an optional message and buttons.
public struct ActionSheet {
    let title: String
    let message: String?
    let buttons: [Alert.Button]

    /// An action sheet; its buttons' actions never run.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title.string; self.message = message?.string; self.buttons = buttons
    }

    /// `Alert.Button`, by the name action sheets use.
    public typealias Button = Alert.Button

    var view: SystemActionSheetView {
        SystemActionSheetView(title: title, message: message, actions: buttons.map { DialogAction(title: $0.title, role: $0.role) })
    }
}

/// SwiftUI's `SymbolEffect`: how an SF Symbol moves (`.bounce`, `.pulse`, `.variableColor`…).
public protocol SymbolEffect: Sendable {}

/// One of SF Symbols' effects, by its name.
public struct NamedSymbolEffect: SymbolEffect, Hashable {
    let name: String
    /// The effect applied to the whole symbol (its default).
    public var wholeSymbol: Self { self }
    /// The effect applied layer by layer.
    public var byLayer: Self { self }
    /// Upwards.
    public var up: Self { self }
    /// Downwards.
    public var down: Self { self }
    /// Clockwise.
    public var clockwise: Self { self }
    /// Counter-clockwise.
    public var counterClockwise: Self { self }
    /// Cumulative layers (variable colour).
    public var cumulative: Self { self }
    /// Iterative layers (variable colour).
    public var iterative: Self { self }
    /// Reversing (variable colour).
    public var reversing: Self { self }
    /// The old symbol leaves upwards, the new comes in upwards (replace).
    public var upUp: Self { self }
    /// The old symbol leaves downwards, the new comes in upwards (replace).
    public var downUp: Self { self }
    /// The old symbol fades off, the new comes in upwards (replace).
    public var offUp: Self { self }
    /// Replaced by morphing where the symbols allow it, else by `fallback` (iOS 18).
    public func magic(fallback: Self) -> Self { self }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// A bounce.
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    /// A pulse of opacity.
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    /// Layers lit in turn.
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    /// A scale.
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    /// Appearing.
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    /// Disappearing.
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    /// A wiggle (iOS 18).
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    /// A rotation (iOS 18).
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
    /// A breath (iOS 18).
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
    /// One symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`).
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: "replace") }
}

/// SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The default: once, at normal speed.
    public static let `default` = SymbolEffectOptions()
    /// Repeating forever.
    public static let repeating = SymbolEffectOptions()
    /// Not repeating.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeating `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// SwiftUI's `ScrollViewReader`: its content, given a proxy whose `scrollTo` a still never
/// needs (a scroll view is drawn at its top unless `--scroll-to` says otherwise).
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    /// The content built with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: Content { content(ScrollViewProxy()) }
}

/// SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view with `id`; does nothing in a still.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension Image {
    /// SwiftUI's `.interpolation(_:)`: how a scaled image is resampled; drawn smooth as Cairo's filter does.
    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// SwiftUI's `.antialiased(_:)`: drawn as it is.
    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}

extension AnyTransition {
    /// SwiftUI's `.modifier(active:identity:)`: a transition between two modifiers. A still
    /// shows the view in place; a recording does not yet run the modifier (the view comes
    /// and goes without it: a known gap, see docs/ANIMATION.md).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .identity }
}

