import DisplayList
import Layout
import Testing

/// A clip stays where it was set while transforms inside it move what it clips, and nested
/// clips intersect: what a ScrollView's viewport cuts away stays cut away, whether the row
/// is offset, squashed, turned or rounded by a clipShape of its own.
@Suite struct ClipGeometryTests {
    /// The canvas region an element's clip covers: its clip's outline through its transform.
    func canvasClip(_ e: Element) -> Rect? {
        guard let clip = e.clip else { return nil }
        let t = e.transform ?? .identity
        let f = clip.frame
        var points = [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.minX, y: f.maxY), Point(x: f.maxX, y: f.maxY)]
        if case .path(let commands) = clip.shape {
            points = commands.compactMap { c -> Point? in
                switch c {
                case .move(let p), .line(let p): return Point(x: p.x + f.x, y: p.y + f.y)
                default: return nil
                }
            }
        }
        let moved = points.map(t.apply)
        let xs = moved.map(\.x), ys = moved.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The elements that paint something (not `Color.clear` spacers).
    func painted(_ list: DisplayList) -> [Element] {
        list.elements.filter { if case .solid(let c)? = $0.fill { c.a > 0 } else { false } }
    }

    /// A row moved by `.offset` inside a ScrollView: the renderer applies the element's
    /// transform to its clip, so the clip is stored moved back — the viewport stays put.
    @Test func offsetRowIsClippedByTheViewportNotAMovedOne() throws {
        let list = layout(ScrollView { red.frame(height: 50).offset(y: 100) }, width: 100, height: 120)
        let row = try #require(list.elements.first)
        #expect(row.transform == .translation(x: 0, y: 100))
        #expect(row.clip == Clip(frame: Rect(x: 0, y: -100, width: 100, height: 120), shape: .rectangle))
        #expect(near(canvasClip(row), Rect(x: 0, y: 0, width: 100, height: 120)))
    }

    /// A turned label keeps the viewport's straight edges: its clip becomes the viewport
    /// turned back, a four-sided path, which the rotation brings onto the viewport again.
    @Test func rotatedLabelIsClippedByTheUnturnedViewport() throws {
        let list = layout(ScrollView { red.frame(width: 40, height: 20).rotationEffect(.degrees(30)) }, width: 100, height: 120)
        let label = try #require(list.elements.first)
        let clip = try #require(label.clip)
        guard case .path(let commands) = clip.shape else { Issue.record("expected a path clip"); return }
        #expect(commands.count == 5)
        #expect(near(canvasClip(label), Rect(x: 0, y: 0, width: 100, height: 120), 1e-9))
    }

    /// A quarter turn keeps a rectangle a rectangle (the AirFit ring starts at the top).
    @Test func quarterTurnKeepsARectangularClip() throws {
        let list = layout(ScrollView { red.frame(width: 40, height: 20).rotationEffect(.degrees(-90)) }, width: 100, height: 120)
        let e = try #require(list.elements.first)
        #expect(e.clip?.shape == .rectangle)
        #expect(near(canvasClip(e), Rect(x: 0, y: 0, width: 100, height: 120), 1e-9))
    }

    /// An image with rounded corners well inside the viewport keeps exactly its rounded
    /// clip (nothing changes for it); one that reaches past the viewport's bottom is cut
    /// there, instead of being drawn over whatever lies below the scroll view.
    @Test func roundedClipInsideAScrollViewIsCutAtTheViewport() throws {
        let inside = layout(ScrollView { red.frame(height: 50).clipShape(RoundedRectangle(cornerRadius: 8)) }, width: 100, height: 120)
        #expect(inside.elements.first?.clip == Clip(frame: Rect(x: 0, y: 0, width: 100, height: 50), shape: .roundedRectangle(cornerRadius: 8, style: .continuous)))

        let reaching = layout(ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                red.frame(height: 50).clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }, width: 100, height: 120)
        let image = try #require(painted(reaching).first)
        let clip = try #require(image.clip)
        guard case .path = clip.shape else { Issue.record("expected a path clip"); return }
        // The rounded top corners stay; the bottom is the viewport's straight edge.
        #expect(near(clip.frame, Rect(x: 0, y: 100, width: 100, height: 20), 1e-9))
    }

    /// A rectangle nested in a rectangle is their intersection; a clip wholly outside the
    /// viewport leaves nothing.
    @Test func nestedRectanglesIntersect() throws {
        let list = layout(ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                red.frame(height: 50).clipShape(Rectangle())
                blue.frame(height: 50).clipShape(Rectangle())
            }
        }, width: 100, height: 120)
        let fills = painted(list)
        #expect(fills[0].clip == Clip(frame: Rect(x: 0, y: 100, width: 100, height: 20), shape: .rectangle))
        #expect(fills[1].clip?.frame.height == 0)
    }
}
