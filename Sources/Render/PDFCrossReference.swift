extension PDFFontNames {
    /// The classic cross-reference table cairo writes: `xref`, one or more subsections of
    /// 20-byte entries, `trailer` and its dictionary.
    struct CrossReference {
        /// Where `xref` starts.
        let offset: Int
        /// Object number → (offset, generation) for objects in use.
        let entries: [Int: (offset: Int, generation: Int)]
        /// First object number and entry lines of each subsection, free entries included.
        let subsections: [(first: Int, lines: [String])]
        /// From `trailer` up to (not including) `startxref`.
        let trailer: String

        init?(_ pdf: [UInt8]) {
            let tail = PDFFontNames.latin1(pdf.suffix(64))
            guard let s = tail.range(of: "startxref", options: .backwards),
                  let value = Int(tail[s.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0.isNumber }),
                  value >= 0, value < pdf.count else { return nil }
            offset = value
            let text = PDFFontNames.latin1(pdf[value...])
            guard text.hasPrefix("xref"), let trailerStart = text.range(of: "trailer"),
                  let trailerEnd = text.range(of: "startxref", range: trailerStart.upperBound..<text.endIndex) else { return nil }
            trailer = String(text[trailerStart.lowerBound..<trailerEnd.lowerBound])
            var lines = text[text.index(text.startIndex, offsetBy: 4)..<trailerStart.lowerBound]
                .split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            var entries: [Int: (Int, Int)] = [:]
            var subsections: [(Int, [String])] = []
            while !lines.isEmpty {
                let header = lines.removeFirst().split(separator: " ")
                guard header.count == 2, let first = Int(header[0]), let count = Int(header[1]), count >= 0, lines.count >= count else { return nil }
                let entryLines = Array(lines.prefix(count))
                lines.removeFirst(count)
                for (i, line) in entryLines.enumerated() {
                    let parts = line.split(separator: " ")
                    guard parts.count == 3, let o = Int(parts[0]), let g = Int(parts[1]) else { return nil }
                    if parts[2] == "n" {
                        guard o >= 0, o < value else { return nil }
                        entries[first + i] = (o, g)
                    }
                }
                subsections.append((first, entryLines))
            }
            self.entries = entries
            self.subsections = subsections
        }

        /// Each object in use with its bytes, in file order: from its offset to the next one's
        /// (the last to the table).
        func objectRanges() -> [(number: Int, range: Range<Int>)] {
            let sorted = entries.sorted { $0.value.offset < $1.value.offset }
            return sorted.enumerated().map { i, entry in
                let end = i + 1 < sorted.count ? sorted[i + 1].value.offset : offset
                return (entry.key, entry.value.offset..<end)
            }
        }

        /// The table with each object in use at its new offset.
        func rewritten(offsets: [Int: Int]) -> String {
            var text = "xref\n"
            for (first, lines) in subsections {
                text += "\(first) \(lines.count)\n"
                for (i, line) in lines.enumerated() {
                    let parts = line.split(separator: " ")
                    if parts.count == 3, parts[2] == "n", let new = offsets[first + i] {
                        let padded = String(repeating: "0", count: max(0, 10 - String(new).count)) + String(new)
                        text += "\(padded) \(parts[1]) n \n"
                    } else {
                        text += line + " \n"
                    }
                }
            }
            return text + trailer
        }
    }
}
