import DisplayList

/// Clips that nest and clips seen through a transform. An element carries one clip, in its
/// own (pre-transform) space, as the renderer applies it after the element's transform. Two
/// things need working out before it is emitted:
///
/// - a clip set outside a transform stays put while what it clips moves (a ScrollView's
///   viewport does not turn with a rotated label, nor slide with an offset row): it is
///   mapped into the element's space through the inverse of the transforms in between;
/// - clips nest (a rounded image inside a ScrollView): the element's clip is their
///   intersection. A shape wholly inside the other stays as it is (so nothing changes for
///   an image well inside its viewport); a partial overlap becomes a polygon path.
extension Clip {
    /// This clip seen from another space, where `m` takes this clip's space to that one.
    func mapped(by m: AffineTransform) -> Clip {
        if m.isNearlyIdentity { return self }
        if m.b == 0, m.c == 0, m.a > 0, m.d > 0 {
            let frame = Rect(x: m.a * self.frame.x + m.tx, y: m.d * self.frame.y + m.ty,
                             width: m.a * self.frame.width, height: m.d * self.frame.height)
            switch shape {
            case .rectangle, .ellipse: return Clip(frame: frame, shape: shape)
            case .capsule where m.a == m.d: return Clip(frame: frame, shape: shape)
            case .roundedRectangle(let r, let style) where m.a == m.d:
                return Clip(frame: frame, shape: .roundedRectangle(cornerRadius: r * m.a, style: style))
            default: break
            }
        }
        guard let points = polygon() else { return self }
        let moved = points.map(m.apply)
        // A rectangle turned by a quarter turn is still a rectangle.
        if shape == .rectangle, abs(m.a) < 1e-12, abs(m.d) < 1e-12 {
            let xs = moved.map(\.x), ys = moved.map(\.y)
            return Clip(frame: Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!), shape: .rectangle)
        }
        return Clip.polygon(moved)
    }

    /// The part of this clip that also lies inside `outer` (both in the same space).
    func intersecting(_ outer: Clip) -> Clip {
        if shape == .rectangle, outer.shape == .rectangle {
            return Clip(frame: frame.intersection(outer.frame) ?? Rect(x: frame.x, y: frame.y, width: 0, height: 0), shape: .rectangle)
        }
        if outer.shape == .rectangle, outer.frame.contains(rect: frame) { return self }
        if shape == .rectangle, frame.contains(rect: outer.frame) { return outer }
        guard let mine = polygon(), let theirs = outer.polygon() else { return self }
        if mine.allSatisfy({ Clip.inside($0, theirs) }) { return self }
        if theirs.allSatisfy({ Clip.inside($0, mine) }) { return outer }
        let cut: [Point]
        if Clip.isConvex(theirs) {
            cut = Clip.clip(mine, to: theirs)
        } else if Clip.isConvex(mine) {
            cut = Clip.clip(theirs, to: mine)
        } else {
            return self
        }
        return cut.count < 3 ? Clip(frame: Rect(x: frame.x, y: frame.y, width: 0, height: 0), shape: .rectangle) : Clip.polygon(cut)
    }

}

extension AffineTransform {
    var isNearlyIdentity: Bool {
        abs(a - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9 && abs(tx) < 1e-9 && abs(ty) < 1e-9
    }
}
