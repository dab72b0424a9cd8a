// swift-tools-version:6.0
// MyFitness: a template for using DesignProof on your own app. Its design system is
// tokens/myfitness.tokens.json; its screens are written in DesignProof's SwiftUI-like DSL
// (Sources/MyFitnessDesign); `myproof` is DesignProof's whole command line over them; the
// tests pin both screens as PNG references (snapshots/) and run `myproof`.
//
// In your own copy, point the DesignProof dependency at a checkout or a release of it.
import PackageDescription

let package = Package(
    name: "MyFitness",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "DesignProof", path: "../.."),
        // For the snapshot test only (DesignProofTesting's strategies are built on it).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // The theme read from the tokens, the components and the two screens, and the
        // `DesignApp` that hands them to DesignProof.
        .target(
            name: "MyFitnessDesign",
            dependencies: [
                .product(name: "DesignProofTokens", package: "DesignProof"),
                .product(name: "DesignProofLayout", package: "DesignProof"),
                .product(name: "DesignProofApps", package: "DesignProof"),
            ]),
        // `myproof`: render, sheet, check, diff, gallery … over MyFitness's screens.
        .executableTarget(
            name: "myproof",
            dependencies: ["MyFitnessDesign", .product(name: "DesignProofCLI", package: "DesignProof")]),
        .testTarget(
            name: "MyFitnessDesignTests",
            dependencies: [
                // myproof is a dependency so that `swift build --build-tests` builds it for
                // MyProofCommandTests, which runs it.
                "MyFitnessDesign", "myproof",
                .product(name: "DesignProofTesting", package: "DesignProof"),
                .product(name: "DesignProofRender", package: "DesignProof"),
                .product(name: "DesignProofApps", package: "DesignProof"),
                .product(name: "DesignProofTokens", package: "DesignProof"),
                .product(name: "DesignProofLayout", package: "DesignProof"),
                // The checks in process (MyFitnessChecksTests), as `myproof check` runs them.
                .product(name: "DesignProofChecks", package: "DesignProof"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
