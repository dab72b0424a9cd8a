import DisplayList
import Tokens

/// SwiftUI's `PickerStyle`, spelled as a value (`.segmented`) or a type
/// (`SegmentedPickerStyle()`). Only the segmented control is drawn, whatever the style.
public protocol PickerStyle: Sendable {}

/// `.segmented` / `SegmentedPickerStyle()`: options side by side on a rounded track.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// `.menu` / `MenuPickerStyle()`: drawn as the segmented control.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// `.wheel` / `WheelPickerStyle()`: drawn as the segmented control.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// `.inline` / `InlinePickerStyle()`: drawn as the segmented control.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// `.navigationLink` / `NavigationLinkPickerStyle()`: drawn as the segmented control.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// `.palette` / `PalettePickerStyle()`: drawn as the segmented control.
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// `.automatic` / `DefaultPickerStyle()`: drawn as the segmented control.
public struct DefaultPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side on a rounded track, the selected one on a raised thumb.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A pop-up menu (drawn as the segmented control).
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel (drawn as the segmented control).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline in their container (drawn as the segmented control).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row pushing a list of options (drawn as the segmented control).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A row of symbols (drawn as the segmented control).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    /// The context's default (drawn as the segmented control).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
    /// Accepted so screens read as SwiftUI; `Picker` always draws the segmented style.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// SwiftUI's `.tag(_:)`: the value a picker option stands for.
    nonisolated public func tag<V: Hashable>(_ value: V) -> some View { TagModifier(content: self, tagValue: AnyHashable(value)) }
}

protocol TagSource {
    var tagValue: AnyHashable { get }
    var taggedContent: AnyView { get }
}

nonisolated struct TagModifier<Content: View>: ModifierView, TagSource {
    let content: Content
    let tagValue: AnyHashable
    var contentView: any View { content }
    var taggedContent: AnyView { AnyView(content) }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
}

/// SwiftUI's `Picker` in the `.segmented` style (iOS 13+ `UISegmentedControl`): a 32-pt
/// track in the tertiary fill with 9-pt corners, the selected option on a raised thumb
/// (white in light, #636366 in dark, inset 2 pt, 7-pt corners, a soft shadow) in 13-pt
/// semibold; the others 13-pt regular with hairline dividers between unselected neighbours.
/// The options are the content's `.tag`ged views.
///
///     Picker("Range", selection: "week") {
///         Text("Week").tag("week")
///         Text("Month").tag("month")
///     }
///     .pickerStyle(.segmented)
nonisolated public struct Picker<Selection: Hashable, Content: View>: View {
    let title: String
    let selection: Selection
    let content: Content

    /// A picker titled `title` with `selection` chosen among the views `content` tags.
    public init(_ title: String, selection: Selection, @ViewBuilder content: () -> Content) {
        self.title = title; self.selection = selection; self.content = content()
    }
    /// SwiftUI's `Picker(_:selection:content:)` with a binding: its value now is the one chosen.
    public init(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.init(title, selection: selection.wrappedValue, content: content)
    }
    /// SwiftUI's `Picker(selection:label:content:)`: titled by the text of `label` (VoiceOver's; not drawn).
    public init<Label: View>(selection: Binding<Selection>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(Button<Text>.spokenText(in: label).joined(separator: " "), selection: selection.wrappedValue, content: content)
    }
    /// SwiftUI's `Picker(selection:content:label:)`.
    public init<Label: View>(selection: Binding<Selection>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), content: content)
    }

    /// The control's height.
    public static var height: Double { 32 }

    public var body: some View {
        let options = Self.options(in: content)
        let selected = options.firstIndex { $0.tagValue == AnyHashable(selection) }
        return HStack(spacing: 0) {
            ForEach(Array(options.indices), id: \.self) { index in
                SegmentView(label: options[index].taggedContent, isSelected: index == selected,
                            showsDivider: index > 0 && index != selected && index - 1 != selected, title: title)
            }
        }
        .frame(height: Self.height)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 9))
    }

    static func options(in content: any View) -> [any TagSource] {
        if let tagged = content as? any TagSource { return [tagged] }
        if let tuple = content as? TupleView { return tuple.views.flatMap { options(in: $0) } }
        return []
    }
}

nonisolated struct SegmentView: View {
    let label: AnyView
    let isSelected: Bool
    let showsDivider: Bool
    let title: String

    @Environment(\.appearance) private var appearance

    var body: some View {
        // UISegmentedControl's titles keep their size with Dynamic Type (the large content
        // viewer shows them enlarged), so the control stays 32 pt tall.
        label
            .font(.system(size: 13, weight: isSelected ? .semibold : .regular))
            .foregroundStyle(Color.label)
            .lineLimit(1)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected, .systemControl] : [.isButton, .systemControl])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if isSelected {
                    RoundedRectangle(cornerRadius: 7)
                        .fill(appearance == .light ? Color.white : Color(RGBA(hex: "#636366")!))
                        .shadow(color: Color(RGBA(r: 0, g: 0, b: 0, a: 0.12)), radius: 4, y: 3)
                        .padding(2)
                }
            }
            .overlay(alignment: .leading) {
                if showsDivider {
                    Rectangle().fill(Color.dynamic(light: "#8E8E934D", dark: "#8E8E934D")).frame(width: 1, height: 16)
                }
            }
    }
}
