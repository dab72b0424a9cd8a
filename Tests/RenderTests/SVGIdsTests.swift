import DisplayList
import Foundation
@testable import Render
import Testing
import Tokens

/// Cairo names an SVG's images and surfaces after a process-wide counter; `SVGIds` gives
/// them back in document order so the same screen is the same file whatever came before.
@Suite struct SVGIdsTests {
    @Test func namesAreNumberedInOrderOfFirstAppearancePerPrefix() {
        let svg = ##"<image id="image285" xlink:href="data:image/png;base64,AAAAimage9surface3"/><g id="surface130"><use xlink:href="#image285"/></g><use href="#surface130"/><image id="image7"/><path clip-path="url(#clip3)" id="glyph0-1"/><use href="#image7"/>"##
        let out = String(decoding: SVGIds.renumbered(Array(svg.utf8)), as: UTF8.self)
        #expect(out == ##"<image id="image0" xlink:href="data:image/png;base64,AAAAimage9surface3"/><g id="surface0"><use xlink:href="#image0"/></g><use href="#surface0"/><image id="image1"/><path clip-path="url(#clip3)" id="glyph0-1"/><use href="#image1"/>"##)
    }

    @Test func namesThatOnlyStartLikeOursAreLeftAlone() {
        for svg in [##"<g id="surfaces1"/>"##, ##"<g id="image12b"/>"##, ##"<use href="#image"/>"##, ##"<g id="image12-1"/>"##, "#image12", #"id="image"#, "#", ""] {
            #expect(SVGIds.renumbered(Array(svg.utf8)) == Array(svg.utf8), "\(svg)")
        }
    }

    @Test func theSameScreenIsTheSameSVGWhateverWasDrawnBefore() throws {
        var list = DisplayList(size: Size(width: 60, height: 40), scale: 2, background: .white)
        var card = Element.shape("card", Rect(x: 5, y: 5, width: 50, height: 30), .roundedRectangle(cornerRadius: 8, style: .continuous))
        card.fill = .solid(.white.opacity(0.5))
        card.shadow = ShadowStyle(color: RGBA.black.opacity(0.2), radius: 6, x: 0, y: 3)
        card.material = MaterialStyle(name: "thin", blur: 8, tint: RGBA.white.opacity(0.2), saturation: 1.4)
        list.append(card)
        let renderer = CairoRenderer()
        let first = try renderer.vectorData(list, format: .svg)
        // Other drawing in between moves Cairo's surface counter on.
        for _ in 0..<3 { _ = try renderer.render(list); _ = try CairoRenderer().vectorData(list, format: .svg) }
        let again = try renderer.vectorData(list, format: .svg)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#"id="image0""#) || text.contains(#"id="surface0""#), "the embedded backdrop or shadow is named from 0")
        #expect(first == again)
    }
}
