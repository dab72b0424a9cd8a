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
    /// `out` (`outWidth` × `outHeight`, rows of `outStride` bytes); output pixel (0, 0)
    /// lies `originX`, `originY` output pixels from the small image's origin, negated.
    static func bilinear(_ small: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, factor f: Int,
                         into out: UnsafeMutablePointer<UInt8>, outWidth: Int, outHeight: Int, outStride: Int,
                         originX: Double, originY: Double) {
        guard width > 0, height > 0, outWidth > 0, outHeight > 0 else { return }
        let columns = Taps(count: outWidth, source: width, factor: f, origin: originX)
        let rows = Taps(count: outHeight, source: height, factor: f, origin: originY)
        let rowLength = width * channels
        // 16-byte aligned: the 4-channel path reads it as SIMD4<UInt32>.
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(rowLength, 4) * 4, alignment: 16)
        defer { raw.deallocate() }
        let blended = raw.bindMemory(to: UInt32.self, capacity: max(rowLength, 4))
        let runs = channels == 4 ? columns.runs() : []
        columns.first.withUnsafeBufferPointer { c0 in
            columns.second.withUnsafeBufferPointer { c1 in
                columns.weight.withUnsafeBufferPointer { cw in
                    for y in 0..<outHeight {
                        // Vertical: the two source rows blended, kept at 8 extra bits.
                        let r0 = small + Int(rows.first[y]) * rowLength, r1 = small + Int(rows.second[y]) * rowLength
                        let wy = rows.weight[y], vy = 256 - wy
                        for i in 0..<rowLength { blended[i] = UInt32(r0[i]) &* vy &+ UInt32(r1[i]) &* wy }
                        // Horizontal, then round off the 16 fractional bits.
                        let dst = out + y * outStride
                        if channels == 4 {
                            // Along a run of pixels between the same two source pixels the
                            // weight grows by a constant step (256/f for f = 1, 2, 4, 8), so
                            // each pixel is the previous one plus a fixed difference: one SIMD
                            // add per pixel instead of two multiplies. Bytes in memory order.
                            let d32 = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: SIMD4<UInt8>.self)
                            let lanes = UnsafeRawPointer(raw).assumingMemoryBound(to: SIMD4<UInt32>.self)
                            let round = SIMD4<Int32>(repeating: 32768)
                            for run in runs {
                                let b0 = SIMD4<Int32>(truncatingIfNeeded: lanes[run.first])
                                let b1 = SIMD4<Int32>(truncatingIfNeeded: lanes[run.second])
                                var acc = b0 &* 256 &+ (b1 &- b0) &* run.weight &+ round
                                let step = (b1 &- b0) &* run.step
                                for x in run.start..<(run.start &+ run.count) {
                                    d32[x] = SIMD4<UInt8>(truncatingIfNeeded: acc &>> 16)
                                    acc &+= step
                                }
                            }
                        } else if channels == 1 {
                            for x in 0..<outWidth {
                                let wx = cw[x]
                                dst[x] = UInt8(truncatingIfNeeded: (blended[Int(c0[x])] &* (256 &- wx) &+ blended[Int(c1[x])] &* wx &+ 32768) &>> 16)
                            }
                        } else {
                            for x in 0..<outWidth {
                                let a = Int(c0[x]) &* channels, b = Int(c1[x]) &* channels, wx = cw[x], vx = 256 &- wx
                                for c in 0..<channels {
                                    dst[x &* channels &+ c] = UInt8(truncatingIfNeeded: (blended[a &+ c] &* vx &+ blended[b &+ c] &* wx &+ 32768) &>> 16)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
