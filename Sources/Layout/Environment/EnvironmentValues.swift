public import DisplayList
public import Tokens

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable { case light, dark }

/// SwiftUI's `ColorSchemeContrast`: whether the user turned on Increase Contrast
/// (`proof render/check --contrast high`). A design system honours it in its theme.
public enum ColorSchemeContrast: String, CaseIterable, Hashable, Sendable, Codable {
    /// The standard environment, and Increase Contrast turned on.
    case standard, increased

    /// The command line's word for it (`--contrast standard|high`), as reports and data name it.
    public var cliName: String { self == .increased ? "high" : "standard" }
    /// The file-name suffix of what is drawn under Increase Contrast, so both variants can
    /// sit in one folder (`-high-contrast`; nothing for standard).
    public var fileSuffix: String { self == .increased ? "-high-contrast" : "" }
}

/// What a view can read while its body is built: SwiftUI's environment, made explicit.
/// A screen at time t is a pure function of these values (DESIGN.md), so everything that
/// varies between renders — appearance, content size, device, time, seed — lives here.
public struct EnvironmentValues: Sendable {
    /// The values, shared between copies until one of them changes (copy on write):
    /// a view tree copies its environment at every level, and a layout of a screen at
    /// one text size builds thousands of contexts; a copy is one reference, not thirty
    /// fields with their dictionaries.
    private final class Storage: @unchecked Sendable {
        var appearance: Appearance
        var contentSize: ContentSizeCategory
        var device: Device
        var reducedMotion: Bool
        var colorSchemeContrast: ColorSchemeContrast
        var time: Double
        var seed: UInt64
        var font: Font?
        var fontWeight: FontWeight?
        var monospacedDigits: Bool
        var foreground: Paint?
        var multilineTextAlignment: TextAlignment
        var lineLimit: Int?
        var minimumScaleFactor: Double
        var textAdjustments: [String: TextAdjustment]
        var strikethrough: TextLine?
        var glyphStyles: [GlyphStyle]?
        var fontFamilies: [FontDesign: String]
        var materials: [MaterialKind: MaterialStyle]
        var stackAxis: Axis?
        var scrollFullLength: Bool
        var scrollTarget: String?
        var scrollClipDisabled: Bool
        var safeAreaInsets: EdgeInsets
        var custom: [ObjectIdentifier: any Sendable]

        /// The defaults.
        init() {
            appearance = .light
            contentSize = .large
            device = .iPhone16
            reducedMotion = false
            colorSchemeContrast = .standard
            time = 0
            seed = 0
            font = nil
            fontWeight = nil
            monospacedDigits = false
            foreground = nil
            multilineTextAlignment = .leading
            lineLimit = nil
            minimumScaleFactor = 1
            textAdjustments = [:]
            strikethrough = nil
            glyphStyles = nil
            // SF Mono and New York are drawn in DejaVu Sans Mono and DejaVu Serif
            // (fonts-dejavu-core): a monospaced design keeps its columns.
            fontFamilies = [.default: "Inter", .rounded: "Quicksand", .monospaced: "DejaVu Sans Mono", .serif: "DejaVu Serif"]
            // Empty: a material no design system defines is drawn with the defaults of the
            // appearance it is drawn in (light defaults in dark drew grey frosted glass).
            materials = [:]
            stackAxis = nil
            scrollFullLength = false
            scrollTarget = nil
            scrollClipDisabled = false
            safeAreaInsets = EdgeInsets()
            custom = [:]
        }

        init(copying other: Storage) {
            appearance = other.appearance
            contentSize = other.contentSize
            device = other.device
            reducedMotion = other.reducedMotion
            colorSchemeContrast = other.colorSchemeContrast
            time = other.time
            seed = other.seed
            font = other.font
            fontWeight = other.fontWeight
            monospacedDigits = other.monospacedDigits
            foreground = other.foreground
            multilineTextAlignment = other.multilineTextAlignment
            lineLimit = other.lineLimit
            minimumScaleFactor = other.minimumScaleFactor
            textAdjustments = other.textAdjustments
            strikethrough = other.strikethrough
            glyphStyles = other.glyphStyles
            fontFamilies = other.fontFamilies
            materials = other.materials
            stackAxis = other.stackAxis
            scrollFullLength = other.scrollFullLength
            scrollTarget = other.scrollTarget
            scrollClipDisabled = other.scrollClipDisabled
            safeAreaInsets = other.safeAreaInsets
            custom = other.custom
        }
    }

    // @unchecked Sendable above: a Storage is changed only through `unique()`, when this
    // value is its one holder, so no two threads ever see one being changed.
    private var storage = Storage()

    /// The storage, copied first when another value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }

    /// Light or dark.
    public var appearance: Appearance {
        get { storage.appearance }
        set { unique().appearance = newValue }
    }
    /// The user's text size (Dynamic Type); text styles and scaled fonts follow it.
    public var contentSize: ContentSizeCategory {
        get { storage.contentSize }
        set { unique().contentSize = newValue }
    }
    /// The phone drawn on: screen size in points, scale, safe area.
    public var device: Device {
        get { storage.device }
        set { unique().device = newValue }
    }
    /// Whether Reduce Motion is on; the animations that honour it read it here.
    public var reducedMotion: Bool {
        get { storage.reducedMotion }
        set { unique().reducedMotion = newValue }
    }
    /// SwiftUI's `colorSchemeContrast`; `.increased` under `--contrast high`.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { storage.colorSchemeContrast }
        set { unique().colorSchemeContrast = newValue }
    }
    /// Seconds since the screen appeared; animations read it.
    public var time: Double {
        get { storage.time }
        set { unique().time = newValue }
    }
    /// Seed for any randomness a screen uses (GradientManager, confetti).
    public var seed: UInt64 {
        get { storage.seed }
        set { unique().seed = newValue }
    }
    /// The font set with `.font(_:)`; nil draws the body style.
    public var font: Font? {
        get { storage.font }
        set { unique().font = newValue }
    }
    /// `.fontWeight(_:)` and `.monospacedDigit()` apply on top of whichever font is set,
    /// wherever that font is set (as in SwiftUI), so they are kept apart from `font`.
    public var fontWeight: FontWeight? {
        get { storage.fontWeight }
        set { unique().fontWeight = newValue }
    }
    /// `.monospacedDigit()`: digits drawn at one width.
    public var monospacedDigits: Bool {
        get { storage.monospacedDigits }
        set { unique().monospacedDigits = newValue }
    }
    /// `.foregroundStyle(_:)`: text and unfilled shapes use it; nil is the primary colour.
    public var foreground: Paint? {
        get { storage.foreground }
        set { unique().foreground = newValue }
    }
    /// How wrapped lines of text align.
    public var multilineTextAlignment: TextAlignment {
        get { storage.multilineTextAlignment }
        set { unique().multilineTextAlignment = newValue }
    }
    /// At most this many lines of text (nil: no limit).
    public var lineLimit: Int? {
        get { storage.lineLimit }
        set { unique().lineLimit = newValue }
    }
    /// `.minimumScaleFactor(_:)`: how far a Text may shrink (0…1 of its size) to fit the
    /// space proposed to it before it is cut; 1, the default, never shrinks.
    public var minimumScaleFactor: Double {
        get { storage.minimumScaleFactor }
        set { unique().minimumScaleFactor = newValue }
    }
    /// Changes to single texts' layout by element id, laid over a screen without editing
    /// it (`--apply-proposals` with a Dynamic Type proposal); see `TextAdjustment`.
    public var textAdjustments: [String: TextAdjustment] {
        get { storage.textAdjustments }
        set { unique().textAdjustments = newValue }
    }
    /// `.strikethrough()`: drawn through every Text beneath (nil: none).
    public var strikethrough: TextLine? {
        get { storage.strikethrough }
        set { unique().strikethrough = newValue }
    }
    /// Per-character styles for the next Text (a letter cascade); see `GlyphStyle`.
    public var glyphStyles: [GlyphStyle]? {
        get { storage.glyphStyles }
        set { unique().glyphStyles = newValue }
    }
    /// The Linux families drawn for each SwiftUI font design (from the token files).
    public var fontFamilies: [FontDesign: String] {
        get { storage.fontFamilies }
        set { unique().fontFamilies = newValue }
    }
    /// Materials as this design system draws them (those it does not define are drawn with
    /// `MaterialKind.defaults(for:)` of the appearance in force).
    public var materials: [MaterialKind: MaterialStyle] {
        get { storage.materials }
        set { unique().materials = newValue }
    }

    /// How `kind` is drawn here: the design system's material, else the defaults of the
    /// appearance in force.
    public func material(_ kind: MaterialKind) -> MaterialStyle {
        storage.materials[kind] ?? MaterialKind.defaults(for: appearance)[kind]!
    }
    /// The axis of the stack a view is directly inside (a Divider runs across it).
    var stackAxis: Axis? {
        get { storage.stackAxis }
        set { unique().stackAxis = newValue }
    }
    /// When true, ScrollViews grow to their content (a "full length" screenshot).
    public var scrollFullLength: Bool {
        get { storage.scrollFullLength }
        set { unique().scrollFullLength = newValue }
    }
    /// An element id to bring into view, as SwiftUI's `ScrollViewReader.scrollTo(id,
    /// anchor: .center)` does: the scroll view whose content holds it scrolls to centre it,
    /// as far as its content allows (a picture of a text far down a list). nil: each scroll
    /// view at its own offset.
    public var scrollTarget: String? {
        get { storage.scrollTarget }
        set { unique().scrollTarget = newValue }
    }
    /// `.scrollClipDisabled()`: scroll views draw their content past their frame (a list's
    /// rows under a translucent tab bar) instead of clipping it there.
    public var scrollClipDisabled: Bool {
        get { storage.scrollClipDisabled }
        set { unique().scrollClipDisabled = newValue }
    }
    /// Safe-area insets of the screen (from the device); `ignoresSafeArea` extends past them.
    public var safeAreaInsets: EdgeInsets {
        get { storage.safeAreaInsets }
        set { unique().safeAreaInsets = newValue }
    }

    /// The defaults: light, the Large text size, iPhone 16, time 0, seed 0.
    public init() {}

    /// The font text is drawn with here: `font` (default `.body`) with the weight and digit
    /// overrides applied, resolved to a face and size.
    public var resolvedFont: FontSpec {
        var f = font ?? .body
        if let fontWeight { f = f.weight(fontWeight) }
        if let design = self[FontDesignKey.self] { f.design = design }
        if monospacedDigits { f = f.monospacedDigit() }
        return f.resolved(in: self)
    }

    /// The colour SwiftUI's `.primary` resolves to.
    public var primaryColor: RGBA { appearance == .light ? .black : .white }
    /// The colour SwiftUI's `.secondary` resolves to (#3C3C43 or #EBEBF5 at 60 %).
    public var secondaryColor: RGBA {
        appearance == .light ? RGBA(r: 60 / 255, g: 60 / 255, b: 67 / 255, a: 0.6) : RGBA(r: 235 / 255, g: 235 / 255, b: 245 / 255, a: 0.6)
    }

    /// Values an app defines for itself (a gradient manager, sample data).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing entry cast to an optional `Value` would succeed as
            // `.some(nil)` and hide a key's non-nil default.
            guard let stored = storage.custom[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { unique().custom[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` an ancestor put in the environment (`.environmentObject(_:)`,
    /// `.environment(_:)` with an `@Observable` model), found by its type; nil when none did.
    public func object<T: AnyObject>(of type: T.Type) -> T? {
        object(withTypeID: ObjectIdentifier(T.self)) as? T
    }

    /// The object an ancestor put in the environment whose type's identifier is `id`.
    public func object(withTypeID id: ObjectIdentifier) -> AnyObject? {
        (storage.custom[id] as? EnvironmentObjectBox)?.object
    }

    /// Puts `object` in the environment, found by its type `T`.
    public mutating func setObject<T: AnyObject>(_ object: T) {
        setObject(object, typeID: ObjectIdentifier(T.self))
    }

    /// Puts `object` in the environment, found by the type whose identifier is `typeID`.
    public mutating func setObject(_ object: AnyObject, typeID: ObjectIdentifier) {
        unique().custom[typeID] = EnvironmentObjectBox(object: object)
    }

    /// The environment in force while a view's body is evaluated (see `@Environment`).
    @TaskLocal public static var current = EnvironmentValues()
}

/// A model object in the environment. Not itself `Sendable` (a team's model rarely is): the
/// environment carries it to the views of one layout, on the thread that lays them out.
struct EnvironmentObjectBox: @unchecked Sendable {
    let object: AnyObject
}

/// SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value: Sendable
    /// The value where no view has set one.
    static var defaultValue: Value { get }
}

/// SwiftUI's `@Environment(\.keyPath)`: reads the environment of the body being built. An
/// action a body hands out (`onAppear`, `onChange`, a completion) runs in the environment of
/// the place it was registered, so it reads what its view was built with, as in SwiftUI.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    /// Reads the environment value at `keyPath` (`@Environment(\.appearance) var appearance`).
    public init(_ keyPath: any KeyPath<EnvironmentValues, Value> & Sendable) { read = { $0[keyPath: keyPath] } }
    /// Reads what `read` finds in the environment (the SwiftUI module's
    /// `@Environment(Model.self)` finds an object by its type).
    public init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    /// The value in the environment of the body being built (or of the action running).
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

/// SwiftUI's material names.
public enum MaterialKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// From the thinnest (least blur and tint) to the thickest.
    case ultraThin, thin, regular, thick, ultraThick

    // SwiftUI's spellings, so `.background(.ultraThinMaterial, in: …)` reads as in the seeds.
    /// `.ultraThin`.
    public static var ultraThinMaterial: MaterialKind { .ultraThin }
    /// `.thin`.
    public static var thinMaterial: MaterialKind { .thin }
    /// `.regular`.
    public static var regularMaterial: MaterialKind { .regular }
    /// `.thick`.
    public static var thickMaterial: MaterialKind { .thick }
    /// `.ultraThick`.
    public static var ultraThickMaterial: MaterialKind { .ultraThick }

    /// Defaults when a design system's tokens do not define materials.
    public static func defaults(for appearance: Appearance) -> [MaterialKind: MaterialStyle] {
        let steps: [(MaterialKind, Double, Double)] = [(.ultraThin, 12, 0.18), (.thin, 16, 0.32), (.regular, 20, 0.48), (.thick, 26, 0.64), (.ultraThick, 32, 0.78)]
        var out: [MaterialKind: MaterialStyle] = [:]
        for (kind, blur, alpha) in steps {
            let tint = appearance == .light ? RGBA(r: 1, g: 1, b: 1, a: alpha) : RGBA(r: 0.1, g: 0.1, b: 0.12, a: alpha + 0.1)
            out[kind] = MaterialStyle(name: kind.rawValue + "Material", blur: blur, tint: tint, saturation: 1.8)
        }
        return out
    }
}

/// `.fontDesign(_:)`: the design text inside is drawn in, over its font's (nil: the font's).
struct FontDesignKey: EnvironmentKey { static let defaultValue: FontDesign? = nil }
