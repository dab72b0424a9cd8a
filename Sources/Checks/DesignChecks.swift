public import AppSupport
import Foundation
public import Inspect
public import Layout

/// DesignProof's checks, run from your own tests or tools — no process, no `--json` to parse:
///
///     import Checks
///
///     let checks = try DesignChecks(apps: DesignApps([MyFitnessApp.self]), tokensDirectory: "tokens")
///     let result = try checks.run(["contrast", "tap-targets"])
///     #expect(result.passed, "\(result.failureLines)")
///
/// The same checks, measured the same way, as `proof check` runs (`DesignChecks.names`), over
/// any apps, devices and contrast environments; the result is `Codable`, and `json` is
/// exactly what `proof check --json` prints for the same run.
public struct DesignChecks {
    /// Every check's name, in the order `proof check` runs them: contrast, crossfade, …
    public static var names: [String] { CheckRegistry.names }

    /// What each check holds the screens to, by name (`proof check --help` says the same).
    public static var measures: [String: String] {
        Dictionary(uniqueKeysWithValues: CheckRegistry.all.map { ($0.name, $0.measures) })
    }

    private let context: CheckContext
    private let tokensDirectory: String
    private let data: DataSources
    private let contrast: ColorSchemeContrast?

    /// Checks over `apps`, whose token files are in `tokensDirectory`, laid out on `devices`
    /// (default: the iPhone SE, 16 and 16 Pro Max), in `contrast` (nil: contrast measured in
    /// the standard environment and again under Increase Contrast, the rest standard), for
    /// the apps `appIDs` names (nil: every one), drawing `data` (nil: each app's sample beside
    /// its tokens). Throws what `proof check` would refuse, with its message.
    public init(apps: DesignApps, tokensDirectory: String, devices: [Device] = Device.all, contrast: ColorSchemeContrast? = nil,
                appIDs: Set<String>? = nil, data: DataSources? = nil) throws(ScreenRequestError) {
        let data = data ?? .beside(tokensDirectory: tokensDirectory)
        context = try CheckContext(designApps: apps, tokensDirectory: tokensDirectory, devices: devices, contrast: contrast, apps: appIDs, data: data)
        self.tokensDirectory = tokensDirectory
        self.data = data
        self.contrast = contrast
    }

    /// Runs the checks named (nil: every one these apps can have, less those with nothing to
    /// measure in them — as `proof check` with no names). An unknown name throws, naming the
    /// checks there are.
    public func run(_ names: [String]? = nil) throws -> DesignCheckResult {
        let apps = context.designApps
        var chosen = names ?? CheckSuite.available(with: apps, scope: context.appScope, commandName: "DesignChecks")
        if names == nil {
            let skipped = Set(try CheckSuite.inapplicable(chosen, in: context).map(\.name))
            chosen.removeAll { skipped.contains($0) }
        } else if let unknown = chosen.first(where: { CheckRegistry.check(named: $0) == nil }) {
            throw CheckSuiteError.unknownCheck(unknown)
        }
        for name in chosen {
            if let problem = CheckRegistry.check(named: name)?.unavailable(with: apps, scope: context.appScope, commandName: "DesignChecks") {
                throw ScreenRequestError.usage(problem)
            }
        }
        let reports = try CheckSuite.reports(chosen, context: context)
        let options = CheckOptions(context: context, contrast: contrast, tokensDirectory: tokensDirectory, data: data, proposals: nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(CheckRun(passed: reports.allSatisfy(\.passed), checks: reports, options: options))
        return DesignCheckResult(checks: reports.map(DesignCheckResult.Check.init), json: json)
    }
}

/// What `DesignChecks.run` found: each check's verdict, summary and failures.
public struct DesignCheckResult: Codable, Sendable, Equatable {
    /// One check's verdict.
    public struct Check: Codable, Sendable, Equatable {
        /// `contrast`, `tap-targets` …
        public let name: String
        /// No failures, and every item its screens contain measured or skipped for a reason.
        public let passed: Bool
        /// The one line `proof check` prints after PASS or FAIL.
        public let summary: String
        /// Each failure, in the order found.
        public let failures: [Failure]
        /// What it covered, in each unit it counts.
        public let coverage: [Coverage]

        init(_ report: CheckReport) {
            name = report.name
            passed = report.passed
            summary = report.summary
            failures = report.failures.map { Failure(line: $0.line, screen: $0.screen, element: $0.element, data: $0.data) }
            coverage = report.coverage
        }
    }

    /// One failure: the line `proof check` prints, where, and its figures.
    public struct Failure: Codable, Sendable, Equatable {
        /// `calai/plan-ready · iphone-se: "Edit Calories" is 16.8 × 16.8 pt, under 44 × 44`
        public let line: String
        /// `APP/SCREEN[@state]`, or empty for what belongs to an app (a token pair).
        public let screen: String
        /// The element's id, when one element failed.
        public let element: String?
        /// The figures, by name, as `--json` writes them (docs/FORMATS.md).
        public let data: [String: CheckValue]
    }

    /// Each check run, in the order named.
    public let checks: [Check]
    /// `proof check --json`'s document for the same run (schema `dev.designproof.check`),
    /// with every check's own figures.
    public let json: Data

    /// True when every check passed.
    public var passed: Bool { checks.allSatisfy(\.passed) }
    /// Every failure's line, check by check.
    public var failureLines: [String] { checks.flatMap { c in c.failures.map { c.name + ": " + $0.line } } }
    /// The check named `name`, if it ran.
    public func check(_ name: String) -> Check? { checks.first { $0.name == name } }
}
