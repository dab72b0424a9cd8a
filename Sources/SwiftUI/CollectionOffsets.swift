import Foundation

// SwiftUI's additions to collections for `List`'s edit actions: `.onDelete { items.remove(atOffsets: $0) }`
// and `.onMove { items.move(fromOffsets: $0, toOffset: $1) }`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as SwiftUI does for
    /// `.onDelete`. Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let count = self.count
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit before the element that was at
    /// `destination` (SwiftUI's `.onMove`), keeping their order. Offsets past the end are
    /// ignored; a destination past the end moves them to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        let kept = elements.indices.filter { !moving.contains($0) }
        let before = kept.filter { $0 < target }.count
        var order = kept.map { elements[$0] }
        order.insert(contentsOf: moving.map { elements[$0] }, at: before)
        for (i, position) in indices.enumerated() { self[position] = order[i] }
    }
}
