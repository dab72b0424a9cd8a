import DisplayList
import Foundation
import Render

/// Display lists drawn side by side: the contact sheets' and proposal sheets' screens.
package enum ParallelRender {
    /// Draws `lists` on up to four threads, each with its own renderer (Pango is not
    /// thread-safe); the pixels do not depend on the thread count.
    package static func rasters(_ lists: [DisplayList]) throws -> [Raster] {
        let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount, lists.count))
        let results = ResultSlots<Raster>(count: lists.count)
        let failures = FailureBox()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let r = CairoRenderer()
            for k in stride(from: worker, to: lists.count, by: workers) {
                do { results[k] = try r.render(lists[k]) } catch { failures.add(error) }
            }
        }
        if let e = failures.first { throw e }
        return results.values.map { $0! }
    }
}
