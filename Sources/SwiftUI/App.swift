import Foundation

// SwiftUI's app structure, so a team's `@main struct MyApp: App { … WindowGroup { … } }`
// compiles beside its views. DesignProof draws screens and previews, never an app's scenes:
// `proof previews` compiles the app file with its `@main` left out, and nothing here runs.

/// SwiftUI's `Scene`: a part of an app's interface (a window group, settings).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of `body`.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder var body: Body { get }
}

/// SwiftUI's `App`: the app's structure, whose `body` lists its scenes.
@MainActor @preconcurrency
public protocol App {
    /// The type of `body`.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// The app, as the system makes it at launch.
    init()
}

extension App {
    /// What `@main` calls. An app's scenes are not run on Linux: DesignProof draws its
    /// screens and previews (`proof previews`), so running the app says so and exits 64.
    public static func main() {
        let line = "\(Self.self) is a SwiftUI app compiled against DesignProof, which draws its previews rather than running it: try `proof previews` on its folder\n"
        FileHandle.standardError.write(Data(line.utf8))
        exit(64)
    }
}

/// A scene with no body of its own (`WindowGroup`, `Settings`): its `body` is never asked for.
public protocol PrimitiveScene: Scene where Body == Never {}

extension PrimitiveScene {
    /// Never asked for: a primitive scene is drawn by the system.
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

extension Never: Scene {
    /// Never: `Never` has no values.
    public var body: Never { fatalError("Never has no body") }
}

/// SwiftUI's `@SceneBuilder`: the scenes a closure lists.
@resultBuilder
public enum SceneBuilder {
    /// One scene: that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes, kept together.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> SceneGroup {
        var count = 0
        for _ in repeat each content { count += 1 }
        return SceneGroup(count: count)
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> SceneGroup { SceneGroup(count: content == nil ? 0 : 1) }
    /// An `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> SceneGroup { SceneGroup(count: 1) }
}

/// Several scenes built together (`SceneBuilder`).
public struct SceneGroup: PrimitiveScene {
    /// How many scenes were listed.
    public let count: Int
}

/// SwiftUI's `WindowGroup`: a window (on iPhone, the screen) showing `content`.
public struct WindowGroup<Content: View>: PrimitiveScene {
    /// The root view.
    public let content: Content
    /// A window group showing what `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled window group (the title names windows on macOS and iPadOS).
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an id (for `openWindow` on macOS and iPadOS).
    public init(_ title: String = "", id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `Settings` scene (macOS): compiles; iOS has no settings window.
public struct Settings<Content: View>: PrimitiveScene {
    /// The settings view.
    public let content: Content
    /// A settings scene showing what `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
