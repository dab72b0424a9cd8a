/// Bilinear enlargement of a downsampled blur back to full size, written in Swift rather
/// than left to pixman: pixman's general bilinear fetcher (a transformed pattern painted
/// through a clip) was the largest single cost of a frame with four glass cards. An integer
/// factor makes the weights repeat every `f` pixels, so they are computed once per column
/// and row, and the vertical blend of two source rows is shared by the output row.
///
/// Geometry is pixman's: output pixel X samples the small image at u = (X + ½ − origin)/f − ½
/// (pixel centres), with edges extended (PAD), weights in 1/256 steps.
enum Upscale {
    /// Where each output column (or row) reads: two source indices and the weight of the second.
    struct Taps {
        var first: [Int32]
        var second: [Int32]
        var weight: [UInt32]

        init(count: Int, source: Int, factor f: Int, origin: Double) {
            first = []; second = []; weight = []
            first.reserveCapacity(count); second.reserveCapacity(count); weight.reserveCapacity(count)
            let last = source - 1
            for x in 0..<count {
                let u = (Double(x) + 0.5 - origin) / Double(f) - 0.5
                let i = Int(u.rounded(.down))
                let w = UInt32(((u - Double(i)) * 256).rounded())
                let (a, b) = w == 256 ? (i + 1, i + 2) : (i, i + 1)
                first.append(Int32(min(max(a, 0), last)))
                second.append(Int32(min(max(b, 0), last)))
                weight.append(w == 256 ? 0 : w)
            }
        }

        /// The taps grouped into runs (see `Run`); every output pixel lies in exactly one.
        func runs() -> [Run] {
            var runs: [Run] = []
            for x in 0..<first.count {
                let a = Int(first[x]), b = Int(second[x]), w = Int32(weight[x])
                if var last = runs.last, last.first == a, last.second == b,
                   last.count == 1 || w == last.weight &+ last.step &* Int32(last.count) {
                    if last.count == 1 { last.step = w &- last.weight }
                    last.count += 1
                    runs[runs.count - 1] = last
                } else {
                    runs.append(Run(start: x, count: 1, first: a, second: b, weight: w, step: 0))
                }
            }
            return runs
        }
    }

    /// A stretch of output pixels between the same two source pixels whose weight grows by
    /// the same step each pixel.
    struct Run {
        var start: Int, count: Int, first: Int, second: Int
        var weight: Int32, step: Int32
    }

    /// Enlarges `small` (`width` × `height` pixels of `channels` bytes, tightly packed) into
    /// `out` (`outWidth` × `outHeight`, rows of `outStride` bytes); the small image's origin
    /// lies at (`originX`, `originY`) output pixels.
    ///
    /// Each source row is enlarged horizontally once (8 fractional bits); between two source
    /// rows the output rows form a run whose weight grows by a constant step (256/f for
    /// f = 1, 2, 4, 8), so each output row is the previous one plus a fixed difference row:
    /// one addition and a narrowing per byte, over contiguous memory the compiler vectorises.
    static func bilinear(_ small: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, factor f: Int,
                         into out: UnsafeMutablePointer<UInt8>, outWidth: Int, outHeight: Int, outStride: Int,
                         originX: Double, originY: Double) {
        guard width > 0, height > 0, outWidth > 0, outHeight > 0 else { return }
        let columns = Taps(count: outWidth, source: width, factor: f, origin: originX)
        let rows = Taps(count: outHeight, source: height, factor: f, origin: originY)
        let n = outWidth * channels
        let buffers = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * n)
        defer { buffers.deallocate() }
        var upper = buffers, lower = buffers + n
        let acc = buffers + 2 * n, delta = buffers + 3 * n
        var upperRow = -1, lowerRow = -1

        /// Source row `j` enlarged horizontally into `line`: b0·(256 − w) + b1·w per byte.
        func widen(_ j: Int, into line: UnsafeMutablePointer<Int32>) {
            let src = small + j * width * channels
            columns.first.withUnsafeBufferPointer { c0 in
                columns.second.withUnsafeBufferPointer { c1 in
                    columns.weight.withUnsafeBufferPointer { cw in
                        for x in 0..<outWidth {
                            let a = Int(c0[x]) &* channels, b = Int(c1[x]) &* channels
                            let w = Int32(cw[x]), v = 256 &- w, o = x &* channels
                            for c in 0..<channels { line[o &+ c] = Int32(src[a &+ c]) &* v &+ Int32(src[b &+ c]) &* w }
                        }
                    }
                }
            }
        }

        for run in rows.runs() {
            if run.first == lowerRow, run.second != upperRow {
                swap(&upper, &lower); swap(&upperRow, &lowerRow)
            }
            if upperRow != run.first { widen(run.first, into: upper); upperRow = run.first }
            if lowerRow != run.second { widen(run.second, into: lower); lowerRow = run.second }
            let w = run.weight, step = run.step
            for i in 0..<n {
                let d = lower[i] &- upper[i]
                acc[i] = upper[i] &* 256 &+ d &* w &+ 32768
                delta[i] = d &* step
            }
            for y in run.start..<(run.start + run.count) {
                let dst = out + y * outStride
                for i in 0..<n {
                    dst[i] = UInt8(truncatingIfNeeded: acc[i] &>> 16)
                    acc[i] &+= delta[i]
                }
            }
        }
    }
}
