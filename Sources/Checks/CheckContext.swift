import AppSupport
import DisplayList
import Foundation
import Inspect
import Layout
import Motion
import Render
import Tokens

/// Renders what the checks need — every screen, state, appearance and gradient at @1x, on
/// each device, in the contrast environments asked for — and runs the Inspect checks on it. Each check's orchestration lives in its
/// own file: `Checks/ContrastRun.swift`, `Checks/DynamicTypeRun.swift` and
/// `Checks/OverlapRun.swift` (which share one layout of every screen at every size,
/// `Checks/LayoutSweep.swift`), `Checks/CrossfadeRun.swift`, the rest below. Every verdict
/// is `CheckVerdict`'s: a check passes only with no failures and every item its screens
/// contain measured or skipped.
package struct CheckContext {
    /// A screen in one of its states (nil: the default), named `APP/SCREEN[@state]` as
    /// `proof render` and `proof sheet` name it.
    package typealias Screen = ContactSheet.Item
    /// An app as the checks read it: its id, the tokens it was made from, the app.
    package typealias LoadedApp = (id: String, tokens: TokenSet, app: any DesignApp)

    package let catalog: ScreenCatalog
    package let animations: AnimationCatalog
    package let renderer = CairoRenderer()
    /// AirFit's tokens (the blur budget, the cross-fade's budget); nil when the command line
    /// has no AirFit (a team's own `ProofCommandLine`).
    package let airfit: TokenSet?
    /// Where `airfit` was read from (its resolver document), to name a problem found in it.
    package var airfitPath: String { made.tokensDirectory + "/" + (made.designApps.type(withID: "airfit")?.tokenFile ?? "") }
    /// Every app of the command line with the tokens it was made from, in catalogue order: the
    /// component rules and contrast pairs are each app's own.
    package let apps: [LoadedApp]
    /// The phones the layout checks (contrast, Dynamic Type, overlap) lay every screen out on.
    package let devices: [Device]
    /// `--contrast`: the one environment every check lays screens out in; nil (the default)
    /// checks contrast in both — standard, and Increase Contrast wherever it changes what a
    /// screen draws — and lays the other checks out in the standard one.
    package var contrastOption: ColorSchemeContrast? = nil
    /// The environment of the checks that read geometry (Dynamic Type, overlap, blur budget,
    /// accessibility, components): Increase Contrast changes colours, not frames.
    package var layoutContrast: ColorSchemeContrast { contrastOption ?? .standard }
    /// What each check measures with: the real measurements, always, in the CLI; a test
    /// swaps one for a broken one to see the verdict refuse to pass.
    package var probes = CheckProbes()
    /// The screens the checks cover, by id (nil: the whole catalogue, as the CLI always
    /// does); a test narrows it to keep a debug run short.
    package var scope: Set<String>? = nil
    /// `--app`: the apps whose screens and animations the checks cover (nil: every app).
    package let appScope: Set<String>?
    /// `--shard K/N`: only the screens and animations of this shard (nil: all). What belongs
    /// to an app rather than a screen — its token colour pairs, its spring tokens — goes to
    /// the shard of the app's id; the AirFit cross-fade to the shard of airfit/welcome, the
    /// screen it is measured on (`CheckShard`).
    package var shard: Shard? = nil
    /// `--propose`: the contrast check also keeps, for every text and icon it measures, the
    /// pixels it measured it on (`ContrastSamples`), for the proposals.
    package var collectSamples = false
    /// `--apply-proposals`: what the apps are drawn with besides their token files.
    package var overlay: DesignOverlay { made.overlay }

    /// The catalogue's screens within `scope`, `appScope` and `shard`.
    package var entries: [ScreenCatalog.Entry] {
        catalog.entries.filter { (scope?.contains($0.id) ?? true) && Self.inApps(appScope, $0.id) && (shard?.contains($0.id) ?? true) }
    }

    /// The animation ids of the apps in `appScope`, within `shard`.
    package var animationIDs: [String] { animations.ids.filter { Self.inApps(appScope, $0) && (shard?.contains($0) ?? true) } }

    /// The screens the apps in scope record from their appearance (a team's previews), in
    /// this shard: what `check motion` holds to SwiftUI's rules besides the animations.
    package var recordedIDs: [String] {
        apps.filter { Self.inApps(appScope, $0.id + "/") }.flatMap { $0.app.recordedScreenIDs }.filter { shard?.contains($0) ?? true }
    }

    /// True when what belongs to app `id` as a whole (its token pairs and springs) is this
    /// run's to check: always unsharded; in a shard, when the app's id hashes to it.
    package func ownsApp(_ id: String) -> Bool { shard?.contains(id) ?? true }

    /// The same checks over every shard: what a shard's run is a part of.
    package var unsharded: CheckContext {
        var whole = self
        whole.shard = nil
        return whole
    }

    /// True when `id` (`APP/…`) belongs to one of `apps` (nil: to any).
    package static func inApps(_ apps: Set<String>?, _ id: String) -> Bool {
        apps.map { $0.contains(String(id.prefix { $0 != "/" })) } ?? true
    }

    /// What the context was made from, to make a lane of it (`lane()`).
    private let made: (tokensDirectory: String, data: DataSources, designApps: DesignApps, overlay: DesignOverlay)

    /// The apps the context was made over (DesignProof's four, or a team's own).
    package var designApps: DesignApps { made.designApps }

    /// Another context like this one, with its own renderer, catalogue and apps, for a
    /// second thread (`CheckLanes`): the same inputs, scope, shard and probes.
    package func lane() throws(ScreenRequestError) -> CheckContext {
        var copy = try CheckContext(designApps: made.designApps, tokensDirectory: made.tokensDirectory, devices: devices, contrast: contrastOption,
                                    apps: appScope, data: made.data, overlay: made.overlay)
        copy.probes = probes
        copy.scope = scope
        copy.shard = shard
        copy.collectSamples = collectSamples
        return copy
    }

    /// A context over `designApps`' token files in `tokensDirectory`, laying screens out on
    /// `devices` in `contrast` (nil: contrast in both environments, the rest standard), for
    /// the apps `apps` names (nil: every one), drawing `data` (nil: each app's sample beside
    /// the tokens) with `overlay` laid over the tokens.
    package init(designApps: DesignApps, tokensDirectory: String, devices: [Device] = Device.all, contrast: ColorSchemeContrast? = nil, apps: Set<String>? = nil,
         data: DataSources? = nil, overlay: DesignOverlay = .none) throws(ScreenRequestError) {
        let data = data ?? .beside(tokensDirectory: tokensDirectory)
        made = (tokensDirectory, data, designApps, overlay)
        self.devices = devices
        contrastOption = contrast
        appScope = apps
        catalog = try ScreenCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: data, overlay: overlay)
        animations = try AnimationCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: data, overlay: overlay)
        if let type = designApps.type(withID: "airfit") {
            do { airfit = try DesignApps.appTokens(at: tokensDirectory + "/" + type.tokenFile, fixed: overlay.contexts) } catch {
                throw error.isIOError ? .tokensUnreadable(error.summary) : .tokens(error.summary)
            }
        } else {
            airfit = nil
        }
        var apps: [LoadedApp] = []
        for type in designApps.types {
            let tokens: TokenSet
            do { tokens = try DesignApps.appTokens(at: tokensDirectory + "/" + type.tokenFile, fixed: overlay.contexts) } catch {
                throw error.isIOError ? .tokensUnreadable(error.summary) : .tokens(error.summary)
            }
            // The catalogue above was made with the overlay's values, so this succeeds too.
            let overlaid: TokenSet
            do { overlaid = try overlay.tokens(tokens, app: type.id) } catch { throw .tokens(error.description) }
            // The catalogue above made each app from these same tokens, so this succeeds.
            do { apps.append((type.id, overlaid, try type.init(tokens: overlaid, dataFile: data.data(for: type)))) } catch { throw .tokens("\(error)") }
        }
        self.apps = apps
    }

    /// The apps with a screen within `scope`.
    package var appsInScope: [LoadedApp] {
        let ids = Set(entries.map { String($0.id.prefix { $0 != "/" }) })
        return apps.filter { ids.contains($0.id) }
    }

    /// `contrast` nil: `layoutContrast`.
    package func list(_ screen: Screen, appearance: Appearance, gradient: String? = nil, contentSize: ContentSizeCategory = .large,
              device: Device = .default, contrast: ColorSchemeContrast? = nil, textAdjustments: [String: TextAdjustment] = [:],
              scrollTarget: String? = nil) throws -> DisplayList {
        var env = EnvironmentValues()
        env.textAdjustments = textAdjustments
        env.scrollTarget = scrollTarget
        env.appearance = appearance
        env.colorSchemeContrast = contrast ?? layoutContrast
        env.contentSize = contentSize
        env.device = device
        env.time = 10
        return try catalog.render(screen.id, ScreenRequest(environment: env, state: screen.state, gradient: gradient), measurer: renderer.text)
    }

    /// Every screen in every state it defines: the default first, then each named state.
    package var screens: [Screen] {
        entries.flatMap { e in [Screen(id: e.id, state: nil)] + e.states.map { Screen(id: e.id, state: $0) } }
    }

    package func pixels(_ list: DisplayList) throws -> PixelBuffer {
        var l = list
        l.scale = 1
        let raster = try renderer.render(l)
        return PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: 1)
    }

    /// Every (screen in a state, appearance, gradient) combination a screen defines.
    package var variants: [(screen: Screen, appearance: Appearance, gradient: String?)] {
        entries.flatMap { e in
            ([nil] + e.states.map { Optional($0) }).flatMap { state in
                e.appearances.flatMap { a in
                    (e.gradients.isEmpty ? [nil] : e.gradients.map { Optional($0) }).map { (Screen(id: e.id, state: state), a, $0) }
                }
            }
        }
    }

    package func label(_ screen: Screen, _ a: Appearance, _ g: String?, _ device: Device = .default, contrast: ColorSchemeContrast = .standard) -> String {
        screen.label + (a == .dark ? " dark" : "") + (contrast == .increased ? " high-contrast" : "") + (g.map { " on " + $0 } ?? "")
            + (devices.count > 1 || device != .default ? " · " + device.id : "")
    }

    /// DESIGN.md's meanDelta: mean |a − b| / 255 over pixels and R, G, B, composited on white.
    package func meanDelta(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var sum = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    for c in 0..<3 { sum += abs(Int(pa[i + c]) - Int(pb[i + c])) }
                }
            }
        }
        return Double(sum) / 255 / Double(a.width * a.height * 3)
    }
}

package func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
package func pct(_ v: Double) -> String { String(format: "%.2f %%", v * 100) }
