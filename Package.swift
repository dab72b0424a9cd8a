// swift-tools-version:6.0
// DesignProof: design specs made executable. The targets are the pipeline of
// docs/ARCHITECTURE.md: Tokens → Motion → DisplayList → Render → Inspect → apps (AppSupport,
// AirFit, CalAI, Catalog) → proof.
// Only Render (and its two C shims) touches C.
import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "DesignProof",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "proof", targets: ["ProofTool"]),
        // What a team writes its own screens, checks and command line against (README "Use
        // it for your own app"; Examples/MyFitness). Module names are the targets'.
        // Tokens, colour maths, springs: `import Tokens`; CSS and SwiftUI exports: `import TokenExport`.
        .library(name: "DesignProofTokens", targets: ["Tokens", "TokenExport"]),
        // Timing curves, springs over time, schedules and timelines: `import Motion`.
        .library(name: "DesignProofMotion", targets: ["Motion"]),
        // The SwiftUI-like DSL, environment and devices, and the display list it lays out
        // into: `import Layout`, `import DisplayList`.
        .library(name: "DesignProofLayout", targets: ["Layout", "DisplayList"]),
        // `import SwiftUI` and `import Charts` on Linux: a team's own view files compile
        // unchanged against DesignProof's DSL (issue 33; README "Use it for your own app").
        .library(name: "DesignProofSwiftUI", targets: ["SwiftUI", "Charts", "Combine", "SwiftData", "CoreData", "CoreGraphics"]),
        // Display lists drawn to PNG, SVG and PDF; PNG reading and pixel diffs: `import Render`.
        .library(name: "DesignProofRender", targets: ["Render"]),
        // Contrast, APCA, pixel metrics and the checks' measurements: `import Inspect`.
        .library(name: "DesignProofInspect", targets: ["Inspect"]),
        // An app as a plug-in (`DesignApp`), its screens, animations, token and contact
        // sheets, and the catalogues over a list of apps: `import AppSupport`.
        .library(name: "DesignProofApps", targets: ["AppSupport"]),
        // What `proof previews` links the runner it compiles from a team's files against: the
        // SwiftUI module and every `proof` command over the previews as one app.
        .library(name: "DesignProofPreviews", type: .dynamic, targets: ["PreviewHost"]),
        // Every check over your own apps, from your own tests or tools: `import Checks`
        // (`CheckSuite`), a Codable report back; no process, no parsing of `--json`.
        .library(name: "DesignProofChecks", targets: ["Checks"]),
        // Every `proof` command over your own apps (`ProofCommandLine`): `import ProofCLI`.
        .library(name: "DesignProofCLI", targets: ["ProofCLI"]),
        // swift-snapshot-testing strategies for screens, animations and contrast.
        .library(name: "DesignProofTesting", targets: ["DesignProofTesting"]),
        // `make docs`: rewrites the figures of README.md and docs/*.md from proof's output.
        .executable(name: "docfigures", targets: ["DocFiguresTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Combine on Linux, for `ObservableObject`, `@Published` and the publishers a team's view
        // models use (`import Combine` is our Combine target over it).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `#Preview` and `@Previewable` (Sources/SwiftUIMacros).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // Stage 1: design tokens (DTCG JSON → validated Swift values) and colour maths.
        .target(name: "Tokens", swiftSettings: strict),
        // Tokens written for other platforms: CSS custom properties and a Swift file of SwiftUI
        // values (`proof tokens export`), pure functions of a loaded TokenSet.
        .target(name: "TokenExport", dependencies: ["Tokens"], swiftSettings: strict),
        // Stage 2: timing curves, springs, schedules, timelines — pure functions of time.
        .target(name: "Motion", dependencies: ["Tokens"], swiftSettings: strict),
        // Stage 3 boundary: the flat, serialisable list of things to draw.
        .target(name: "DisplayList", dependencies: ["Tokens"], swiftSettings: strict),
        // Stage 3: a SwiftUI-like DSL laid out by SwiftUI's proposal algorithm into a DisplayList.
        .target(name: "Layout", dependencies: ["Tokens", "Motion", "DisplayList"], swiftSettings: strict),
        // SwiftUI's own module names over Layout: what a user's `import SwiftUI` and
        // `import Charts` compile against (Sources/SwiftUI adds the spellings Layout lacks).
        .target(name: "SwiftUI", dependencies: ["Layout", "DisplayList", "Tokens", "Motion", "Combine", "CoreData", "SwiftUIMacros"], swiftSettings: strict),
        // `#Preview` and `@Previewable`, expanded at compile time.
        .macro(name: "SwiftUIMacros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                                                     .product(name: "SwiftCompilerPlugin", package: "swift-syntax")],
               swiftSettings: strict),
        // `import Combine` on Linux: OpenCombine under Combine's module name (SwiftUI re-exports
        // it, as Apple's does).
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                                                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                                                .product(name: "OpenCombineDispatch", package: "OpenCombine")], swiftSettings: strict),
        .target(name: "Charts", dependencies: ["SwiftUI"], swiftSettings: strict),
        // `import CoreData` on Linux: managed objects, contexts, containers, fetch requests and
        // `NSPredicate(format:)` over a store in memory; SwiftUI's `@FetchRequest` reads it
        // (as Apple's SwiftUI sits on Core Data, this module sits below our SwiftUI).
        .target(name: "CoreData", dependencies: ["Combine"], swiftSettings: strict),
        // `import SwiftData` on Linux: `@Model`, containers and contexts over an in-memory
        // store, and SwiftUI's `@Query` and `.modelContainer` with them.
        .target(name: "SwiftData", dependencies: ["SwiftUI", "SwiftUIMacros"], swiftSettings: strict),
        // `import CoreGraphics` on Linux: Foundation's CG geometry and Layout's CGAffineTransform.
        .target(name: "CoreGraphics", dependencies: ["Layout"], swiftSettings: strict),
        // C shims: libpng behind return codes (it reports errors with longjmp; the fast
        // encoder writes PNG's few chunks itself around libdeflate's stream), lossless WebP
        // (libwebp) for the gallery's pictures, and the Cairo/Pango headers as a system library.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate"),
                                               .linkedLibrary("webp")]),
        // Cairo comes through pkg-config. Pango's own .pc adds `-pthread`, which SwiftPM
        // rejects with a warning on every build, so the Pango calls we use are declared in
        // CCairo/pango_api.h instead (Pango 1.x keeps a stable C ABI).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // Stage 4: the only Swift code that imports C.
        .target(name: "Render", dependencies: ["DisplayList", "Tokens", "CPNG", "CCairo"],
                swiftSettings: strict),
        // Stage 5: checks on colours and pixels.
        .target(name: "Inspect", dependencies: ["Tokens", "DisplayList"], swiftSettings: strict),
        // Stage 6: what gets drawn. AppSupport is what every app builds on (the `DesignApp`
        // protocol, screen entries and requests, animation clips and their budget and chart,
        // the token sheet); each app is a target of its own over it and never imports another
        // app; Catalog lists the apps once (`AppList`) and builds the catalogues and contact
        // sheets from that list.
        .target(name: "AppSupport", dependencies: ["Tokens", "Motion", "DisplayList", "Layout", "Inspect"], swiftSettings: strict),
        // The food photos' stand-ins, drawn procedurally as display-list drawings (content above
        // the renderer, which draws them as data); apps show them with `Image(illustration:)`.
        .target(name: "Illustrations", dependencies: ["DisplayList", "Tokens"], swiftSettings: strict),
        .target(name: "AirFit", dependencies: ["AppSupport", "Tokens", "Motion", "DisplayList", "SwiftUI"], swiftSettings: strict),
        .target(name: "CalAI", dependencies: ["AppSupport", "Illustrations", "Tokens", "Motion", "DisplayList", "SwiftUI"], swiftSettings: strict),
        // NutriSync: its plan model (Sources/NutriSync/Plan, Foundation-free), theme, components,
        // screens and animations.
        .target(name: "NutriSync", dependencies: ["AppSupport", "Tokens", "Motion", "DisplayList", "SwiftUI"], swiftSettings: strict),
        // FitAI's data (Sources/FitAI/Data): the seed's tables decoded from one JSON file and
        // everything the screens show computed from them. Over Tokens only for its JSON parser,
        // pointers and system-error words (Tokens itself is Foundation only).
        .target(name: "FitAI", dependencies: ["AppSupport", "Illustrations", "Tokens", "Motion", "DisplayList", "SwiftUI"], swiftSettings: strict),
        .target(name: "Catalog", dependencies: ["AppSupport", "AirFit", "CalAI", "NutriSync", "FitAI", "Tokens", "DisplayList", "Layout"], swiftSettings: strict),
        // Stage 6½: every check as a library (`DesignProofChecks`): each check one type of the
        // one registry (`CheckRegistry`), run over any apps, devices and environments into a
        // Codable report; the proposers beside them. The CLI, gallery and docs iterate it.
        .target(name: "Checks", dependencies: ["Tokens", "Motion", "DisplayList", "Layout", "Render", "Inspect", "AppSupport"],
                swiftSettings: strict),
        // `check --propose`: for every failure of a check that proposes, the smallest change
        // that passes, laid over the tokens and checked again (over Checks).
        .target(name: "Proposals", dependencies: ["Checks", "ProofOutput", "Tokens", "Motion", "DisplayList", "Layout", "Render", "Inspect", "AppSupport"],
                swiftSettings: strict),
        // What a run writes into `--out`, all or nothing (OutputRun, its manifest and lock), and
        // the failures a command reports with DESIGN.md's exit codes.
        .target(name: "ProofOutput", dependencies: ["Checks", "Render", "Tokens", "AppSupport",
                                                    .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: strict),
        // `proof gallery`'s site: every screen, animation and check, and failed snapshots, over
        // Checks and the output folder.
        .target(name: "Gallery", dependencies: ["ProofOutput", "Checks", "Proposals", "Tokens", "Motion", "DisplayList", "Layout", "Render", "Inspect", "AppSupport"],
                // The page, styles and script, compiled into the binary as bytes
                // (`PackageResources`): written beside the gallery, never looked for at run time.
                resources: [.embedInCode("Web/index.html"), .embedInCode("Web/gallery.css"), .embedInCode("Web/gallery.js")],
                swiftSettings: strict),
        // Stage 7: the command line, as a library: every command over the apps a
        // `ProofCommandLine` is given (DesignProof's four, or a team's own).
        .target(
            name: "ProofCLI",
            dependencies: ["Tokens", "TokenExport", "Motion", "DisplayList", "Layout", "Render", "Inspect", "AppSupport", "Checks", "Proposals",
                           "ProofOutput", "Gallery", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict),
        // `proof bench`: DesignProof's own speed figures, timed on AirFit and FitAI, and every
        // screen of the catalogue timed as a `proof` process.
        .target(name: "ProofBench",
                dependencies: ["ProofCLI", "Catalog", "AirFit", "FitAI", "AppSupport", "Tokens", "DisplayList", "Inspect", "Layout", "Render",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: strict),
        // `proof` itself: the command line over Catalog's four apps, plus bench.
        // The runner side of `proof previews`: a team's previews as a DesignApp (PreviewsApp)
        // and the runner's `main`; built as the DesignProofPreviews dynamic library.
        .target(name: "PreviewHost", dependencies: ["SwiftUI", "Charts", "Combine", "SwiftData", "CoreData", "CoreGraphics", "ProofCLI", "AppSupport", "Layout", "DisplayList", "Tokens"],
                swiftSettings: strict),
        .executableTarget(name: "ProofTool", dependencies: ["ProofCLI", "ProofBench", "Catalog"], swiftSettings: strict),
        // For users' own tests.
        .target(name: "DesignProofTesting",
                dependencies: ["Tokens", "Inspect", "DisplayList", "Layout", "Render", "AppSupport",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: strict),

        // The docs' generated figures (`<!-- fig KEY -->value<!-- /fig -->`): which proof runs
        // they come from and how each is computed. Foundation only: it reads what proof prints.
        .target(name: "DocFigures", swiftSettings: strict),
        .executableTarget(name: "DocFiguresTool", dependencies: ["DocFigures"], swiftSettings: strict),

        // Fuzz targets (docs/FUZZING.md). Built normally, each replays its corpus in Fuzz/Corpus
        // plus seeded mutations (`make test` does); `make fuzz` builds them with -D FUZZING and
        // -sanitize=fuzzer,address into .build-fuzz, where they are libFuzzer binaries.
        .target(name: "FuzzSupport", dependencies: ["Tokens"], path: "Fuzz/Sources/FuzzSupport", swiftSettings: strict),
        .executableTarget(name: "FuzzTokens", dependencies: ["Tokens", "FuzzSupport"],
                          path: "Fuzz/Sources/FuzzTokens", swiftSettings: strict),
        .executableTarget(name: "FuzzPNG", dependencies: ["Render", "FuzzSupport"],
                          path: "Fuzz/Sources/FuzzPNG", swiftSettings: strict),
        .executableTarget(name: "FuzzCurves", dependencies: ["Motion", "FuzzSupport"],
                          path: "Fuzz/Sources/FuzzCurves", swiftSettings: strict),
        .executableTarget(name: "FuzzDisplayList", dependencies: ["DisplayList", "FuzzSupport"],
                          path: "Fuzz/Sources/FuzzDisplayList", swiftSettings: strict),

        // For the tests: every program a test starts is waited for with a deadline.
        .target(name: "SubprocessTesting", path: "Tests/SubprocessTesting", swiftSettings: strict),
        // What the test targets share: the checkout's root, found once, and a screen suite's
        // display lists through the catalogue.
        .target(name: "TestSupport", dependencies: ["AppSupport", "Catalog", "DisplayList", "Layout", "Render", "Tokens"],
                path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "TokensTests", dependencies: ["TestSupport", "Tokens"], exclude: ["DTCG2025", "Fixtures"], swiftSettings: strict),
        .testTarget(name: "TokenExportTests", dependencies: ["TestSupport", "TokenExport", "Tokens", "SubprocessTesting"], swiftSettings: strict),
        .testTarget(name: "MotionTests", dependencies: ["TestSupport", "Motion", "Tokens"], swiftSettings: strict),
        .testTarget(name: "LayoutTests", dependencies: ["TestSupport", "Layout", "DisplayList", "Tokens", "AirFit", "Render", "DesignProofTesting",
                                                     .product(name: "SnapshotTesting", package: "swift-snapshot-testing")], swiftSettings: strict),
        .testTarget(name: "IllustrationsTests", dependencies: ["Illustrations", "Render", "DisplayList", "Tokens"], swiftSettings: strict),
        .testTarget(name: "RenderTests", dependencies: ["TestSupport", "Render", "DisplayList", "Tokens", "Layout", "AppSupport", "Catalog", "SubprocessTesting"],
                    swiftSettings: strict),
        .testTarget(name: "InspectTests", dependencies: ["TestSupport", "Inspect", "Tokens", "DesignProofTesting", "DisplayList", "Layout", "Render", "AppSupport", "CalAI", "Catalog", "Motion"],
                    swiftSettings: strict),
        .testTarget(name: "ChecksTests", dependencies: ["TestSupport", "Checks", "AppSupport", "Inspect", "DisplayList", "Layout", "Tokens"],
                    swiftSettings: strict),
        .testTarget(name: "ProofCLITests", dependencies: ["TestSupport", "ProofCLI", "ProofOutput", "Gallery", "ProofTool", "ProofBench", "Catalog", "DocFigures", "SubprocessTesting"], swiftSettings: strict),
        // `import SwiftUI` as a team writes it: every spelling the module adds, laid out and
        // measured against values worked out from Apple's documentation.
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "Charts", "Combine", "SwiftData", "CoreData", "CoreGraphics", "DisplayList", "Tokens"], swiftSettings: strict),
        .testTarget(name: "PreviewHostTests", dependencies: ["PreviewHost", "SwiftUI", "AppSupport", "DisplayList", "Layout"], swiftSettings: strict),
        // The macros, asked of the plugin executable the compiler runs (SwiftUIMacros-tool, built
        // for SwiftUI), over its wire protocol. Never a dependency on the macro target itself:
        // a test target with a macro dependency makes SwiftPM build the whole test product and
        // everything under it a second time for the host, which nearly doubled make test's build.
        .testTarget(name: "SwiftUIMacrosTests", dependencies: ["SubprocessTesting"], swiftSettings: strict),
        .testTarget(name: "FitAITests", dependencies: ["TestSupport", "FitAI", "AppSupport", "Tokens"], swiftSettings: strict),
        .testTarget(name: "DocFiguresTests", dependencies: ["TestSupport", "DocFigures"], swiftSettings: strict),
        .testTarget(name: "NutriSyncTests", dependencies: ["TestSupport", "NutriSync", "AppSupport", "Catalog", "Layout", "Render", "DisplayList", "Tokens", "Motion", "Inspect", "DesignProofTesting", "SubprocessTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")], swiftSettings: strict),
        .testTarget(name: "AppsTests", dependencies: ["TestSupport", "AppSupport", "AirFit", "CalAI", "NutriSync", "FitAI", "Catalog", "Layout", "Render", "DisplayList", "Tokens", "Motion", "Inspect", "DesignProofTesting",
                                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
