import Dispatch

/// The two threads `proof check` lays out and measures on, each with its own context.
///
/// A check's work is a list of independent items (a screen on a device at a text size, a
/// variant under one contrast setting): a lane lays out and measures an item with its own
/// renderer and catalogue (Pango objects are per thread), and the results come back to the
/// calling thread in item order, where the check adds them up exactly as it would alone.
/// So the report does not depend on how many lanes ran, or which lane took which item.
package struct CheckLanes {
    /// The first is the check's own context; the other is a copy with its own renderer.
    package let contexts: [CheckContext]

    /// Lanes for `context`: it and one more like it.
    package init(_ context: CheckContext) throws {
        contexts = [context, try context.lane()]
    }

    /// Items handed to `consume` at a time, at most: what a chunk's results hold in memory
    /// (a display list, or a measured variant's outcomes, each).
    package static let chunk = 24

    /// `produce` for every index in `0..<count`, spread over the lanes as `assignment` says,
    /// each item with one lane's context; `consume` gets each result in index order, on this
    /// thread. An error stops the run; the one thrown is that of the lowest item that failed,
    /// whichever lane met its error first. (`chunk` is even, so `.fixed` keeps an item whose
    /// index is even on the first lane in every chunk: the sweep's 12 sizes stay put.)
    package func run<T: Sendable>(count: Int, assignment: LaneAssignment = .firstFree,
                                  produce: (CheckContext, Int) throws -> T, consume: (Int, T) throws -> Void) throws {
        for start in stride(from: 0, to: count, by: Self.chunk) {
            let end = min(count, start + Self.chunk)
            let slots = ResultSlots<Result<T, any Error>>(count: end - start)
            // Only as the signal to stop: the errors themselves are in `slots`, by item.
            let failures = FailureBox()
            withoutActuallyEscaping(produce) { produce in
                let work = LaneWork(contexts: contexts, produce: produce)
                // Everything a lane reads is in its context (its apps, renderer and catalogue),
                // nothing in a task-local value, which Dispatch's threads would not inherit.
                LaneSpread.run(lanes: work.contexts.count, items: start..<end, assignment: assignment, stop: { failures.first != nil }) { lane, k in
                    let result = Result { try work.produce(work.contexts[lane], k) }
                    if case .failure(let error) = result { failures.add(error) }
                    slots[k - start] = result
                }
            }
            let results = slots.values
            for case .failure(let error)? in results { throw error }
            for (offset, result) in results.enumerated() {
                guard case .success(let value)? = result else { continue }
                try consume(start + offset, value)
            }
        }
    }
}

extension CheckLanes {
    /// Runs each of `jobs` with one lane's context — each job to the first lane free, in the
    /// order given, so a caller that puts the longest first has the shorter ones fill the
    /// other lane — and returns their results in the jobs' order: for checks that are one
    /// piece of work each (motion, the cross-fade, components, accessibility), so two of them
    /// run at once instead of one after the other. The first error (in job order) is thrown.
    package func runEach<T: Sendable>(_ jobs: [(CheckContext) throws -> T]) throws -> [T] {
        let slots = ResultSlots<Result<T, any Error>>(count: jobs.count)
        let work = LaneJobs(contexts: contexts, jobs: jobs)
        LaneSpread.run(lanes: work.contexts.count, items: work.jobs.indices, assignment: .firstFree) { lane, k in
            slots[k] = Result { try work.jobs[k](work.contexts[lane]) }
        }
        return try slots.values.map { try $0!.get() }
    }
}

/// The jobs `runEach` hands out. @unchecked: each lane touches only its own context, and
/// each job is run by one lane (whichever claimed it).
private struct LaneJobs<T: Sendable>: @unchecked Sendable {
    package let contexts: [CheckContext]
    package let jobs: [(CheckContext) throws -> T]
}

/// What the lanes share while a chunk runs. @unchecked: each lane touches only its own
/// context (`contexts[lane]`), and `produce` only reads what the check captured.
private struct LaneWork<T: Sendable>: @unchecked Sendable {
    package let contexts: [CheckContext]
    package let produce: (CheckContext, Int) throws -> T
}
