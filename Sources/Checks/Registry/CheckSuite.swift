import AppSupport

/// Runs checks of `CheckRegistry` over one `CheckContext` — what `proof check`, the gallery
/// and `--propose` all call — spreading the work over two lanes: the layout-sweep readers
/// share one sweep, the one-piece checks run two at a time (longest first), the rest spread
/// themselves.
package enum CheckSuite {
    /// The checks `apps` can have with `scope` (the apps asked for; nil: every one), in
    /// the registry's order: what runs when no check is named.
    package static func available(with apps: DesignApps, scope: Set<String>?, commandName: String) -> [String] {
        CheckRegistry.all.filter { $0.unavailable(with: apps, scope: scope, commandName: commandName) == nil }.map { $0.name }
    }

    /// The default checks that have nothing to measure in `context`'s apps, with why.
    package static func inapplicable(_ names: [String], in context: CheckContext) throws -> [(name: String, reason: String)] {
        try names.compactMap { name in
            guard let check = CheckRegistry.check(named: name), let reason = try check.inapplicable(in: context) else { return nil }
            return (name, reason)
        }
    }

    /// Runs the checks named (registry names) on `context`, reports in the order named.
    /// `made`: reports already made, by check name (by `--propose`), not made again.
    package static func reports(_ names: [String], context: CheckContext, images: CheckImages? = nil,
                                made: [String: CheckReport] = [:]) throws -> [CheckReport] {
        let checks = try names.map { name -> any DesignCheck.Type in
            guard let check = CheckRegistry.check(named: name) else { throw CheckSuiteError.unknownCheck(name) }
            return check
        }
        let toMake = checks.filter { made[$0.name] == nil }
        let lanes = try CheckLanes(context)
        var made = made
        // The sweep readers: one layout of every place for all of them.
        let sweeping = toMake.compactMap { check -> (String, any LayoutSweepReader)? in
            if case .sweep(let type) = check.work { return (check.name, type.init()) }
            return nil
        }
        if !sweeping.isEmpty {
            let readers = try LayoutSweep.read(context, lanes: lanes, sweeping.map(\.1))
            let expected = LayoutSweep.expected(context)
            for (name, reader) in zip(sweeping.map(\.0), readers) { made[name] = reader.report(expected: expected, devices: context.devices) }
        }
        // The one-piece checks, two at a time, the longest first: the shorter ones then fill
        // the other lane while it runs (in the registry's order, motion would start last and
        // run alone). Reports are kept by name, so the order changes no report (only which
        // job's error is thrown when two fail).
        let jobs = toMake.compactMap { check -> (String, seconds: Double, @Sendable (CheckContext) throws -> CheckReport)? in
            if case .job(let seconds, let job) = check.work { return (check.name, seconds, job) }
            return nil
        }.sorted { $0.seconds > $1.seconds }
        for (job, report) in zip(jobs, try lanes.runEach(jobs.map(\.2))) { made[job.0] = report }
        // The rest, one after another, each over both lanes.
        for check in toMake {
            if case .lanes(let run) = check.work { made[check.name] = try run(context, lanes, images) }
        }
        let reports = names.map { made[$0]! }
        return context.shard.map { shard in reports.map { $0.inShard(shard) } } ?? reports
    }
}

/// A check name the registry does not have (the command line refuses it before this).
package enum CheckSuiteError: Error, CustomStringConvertible {
    case unknownCheck(String)
    package var description: String {
        switch self {
        case .unknownCheck(let name): "unknown check \"\(name)\"; checks: \(CheckRegistry.names.joined(separator: ", "))"
        }
    }
}
