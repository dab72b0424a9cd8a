import DisplayList
import Foundation
import TestSupport
import Testing
import Tokens

/// The display list's JSON (dev.designproof.displaylist version 2, docs/FORMATS.md): a
/// schema member first, every enum as an object with a named `kind` or `op` — no `_0` — and
/// anything else refused with one line saying what.
@Suite struct DisplayListJSONTests {
    func compact<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func shapesAreNamedObjects() throws {
        #expect(try compact(Shape.rectangle) == #"{"kind":"rectangle"}"#)
        #expect(try compact(Shape.capsule) == #"{"kind":"capsule"}"#)
        #expect(try compact(Shape.ellipse) == #"{"kind":"ellipse"}"#)
        #expect(try compact(Shape.roundedRectangle(cornerRadius: 20, style: .continuous))
                == #"{"cornerRadius":20,"kind":"roundedRectangle","style":"continuous"}"#)
        let path = Shape.path([.move(Point(x: 0, y: 1)), .line(Point(x: 2, y: 3)),
                               .curve(Point(x: 4, y: 5), control1: Point(x: 6, y: 7), control2: Point(x: 8, y: 9)), .close])
        #expect(try compact(path) == #"{"commands":[{"op":"move","to":{"x":0,"y":1}},{"op":"line","to":{"x":2,"y":3}},"#
                + #"{"control1":{"x":6,"y":7},"control2":{"x":8,"y":9},"op":"curve","to":{"x":4,"y":5}},{"op":"close"}],"kind":"path"}"#)
    }

    @Test func paintsAreNamedObjects() throws {
        #expect(try compact(Paint.solid(RGBA(r: 1, g: 0, b: 0, a: 1))) == ##"{"color":"#FF0000","kind":"solid"}"##)
        let gradient = Gradient([RGBA(r: 1, g: 1, b: 1, a: 1), RGBA(r: 0, g: 0, b: 0, a: 0.75)])
        #expect(try compact(Paint.linearGradient(gradient, start: .top, end: .bottom))
                == #"{"end":{"x":0.5,"y":1},"kind":"linearGradient","start":{"x":0.5,"y":0},"#
                + ##""stops":[{"color":"#FFFFFF","position":0},{"color":{"a":0.75,"b":0,"g":0,"r":0},"position":1}]}"##)
        #expect(try compact(Paint.radialGradient(gradient, center: .center, startRadius: 2, endRadius: 30))
                == #"{"center":{"x":0.5,"y":0.5},"endRadius":30,"kind":"radialGradient","startRadius":2,"#
                + ##""stops":[{"color":"#FFFFFF","position":0},{"color":{"a":0.75,"b":0,"g":0,"r":0},"position":1}]}"##)
    }

    /// Every kind round-trips, and the list names its schema.
    @Test func aListWithEveryKindRoundTripsAndNamesItsSchema() throws {
        let gradient = Gradient([RGBA(r: 1, g: 0.5, b: 0, a: 1), RGBA(r: 0.1, g: 0.2, b: 0.3, a: 0.4)])
        var list = DisplayList(size: Size(width: 100, height: 50), scale: 2)
        list.append(.shape("a", Rect(x: 0, y: 0, width: 10, height: 10), .roundedRectangle(cornerRadius: 3, style: .circular),
                           fill: .radialGradient(gradient, center: .center, startRadius: 0, endRadius: 5)))
        list.append(.shape("b", Rect(x: 10, y: 0, width: 10, height: 10),
                           .path([.move(.zero), .curve(Point(x: 1, y: 1), control1: Point(x: 0, y: 1), control2: Point(x: 1, y: 0)), .close]),
                           stroke: Stroke(.linearGradient(gradient, start: .leading, end: .trailing), width: 2, lineCap: .round, dash: [1, 2]),
                           clip: Clip(frame: Rect(x: 0, y: 0, width: 50, height: 50), shape: .capsule)))
        list.append(.shape("c", Rect(x: 20, y: 0, width: 10, height: 10), .ellipse, fill: .solid(.white)))
        let json = try list.stableJSON()
        #expect(try DisplayList(json: json) == list)
        #expect(!json.contains("_0"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let schema = try #require(object["schema"] as? [String: Any])
        #expect(schema.count == 2 && schema["name"] as? String == "dev.designproof.displaylist" && schema["version"] as? Int == 2)
        #expect(OutputSchema.displayList == OutputSchema(name: "dev.designproof.displaylist", version: 2))
    }

    /// The display-list fuzzer's seed corpus is in this version: each file decodes (a seed
    /// the decoder refuses would fuzz nothing but the first bytes) and round-trips.
    @Test func theFuzzCorpusDecodes() throws {
        let folder = Checkout.root + "/Fuzz/Corpus/displaylist"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count == 6)
        for name in names {
            let list = try DisplayList(json: try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
            #expect(try DisplayList(json: try list.stableJSON()) == list, "\(name)")
        }
    }

    static let body = ##""size": {"width": 10, "height": 10}, "scale": 1, "background": "#FFFFFF", "overflows": [], "elements": []"##

    @Test func aListOfAnotherSchemaOrVersionIsRefusedInWords() {
        #expect(decodingProblem("{\(Self.body)}")
                == #"not a display list this proof reads: it has no "schema" member (written by an earlier proof, or not proof's): expected dev.designproof.displaylist version 2"#)
        #expect(decodingProblem(#"{"schema": {"name": "dev.designproof.displaylist", "version": 1}, \#(Self.body)}"#)
                == "not a display list this proof reads: it is dev.designproof.displaylist version 1, this proof reads version 2")
        #expect(decodingProblem(#"{"schema": {"name": "dev.designproof.timeline", "version": 2}, \#(Self.body)}"#)
                == "not a display list this proof reads: it is dev.designproof.timeline, not dev.designproof.displaylist")
        #expect(decodingProblem(#"{"schema": {"name": "dev.designproof.displaylist", "version": 2}, \#(Self.body)}"#) == nil)
    }

    /// Version 1's synthesized coding (`{"rectangle": {}}`, `{"solid": {"_0": …}}`) and
    /// unknown kinds are errors naming the kinds there are, not crashes.
    @Test func unknownAndSynthesizedKindsAreRefused() {
        func list(shape: String, fill: String = ##"{"kind": "solid", "color": "#000000"}"##) -> String {
            ##"{"schema": {"name": "dev.designproof.displaylist", "version": 2}, "size": {"width": 10, "height": 10}, "scale": 1, "background": "#FFFFFF", "overflows": [], "##
                + #""elements": [{"id": "a", "kind": "shape", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "shape": \#(shape), "fill": \#(fill), "opacity": 1, "accessibilityTraits": []}]}"#
        }
        #expect(decodingProblem(list(shape: #"{"kind": "rectangle"}"#)) == nil)
        #expect(decodingProblem(list(shape: #"{"kind": "star"}"#)) == #""star" is not a shape kind; one of rectangle, roundedRectangle, capsule, ellipse, path, evenOddPath"#)
        #expect(decodingProblem(list(shape: #"{"kind": "path", "commands": [{"op": "arc"}]}"#))
                == #""arc" is not a path command; one of move, line, curve, close"#)
        #expect(decodingProblem(list(shape: #"{"kind": "rectangle"}"#, fill: #"{"kind": "conic"}"#))
                == #""conic" is not a paint kind; one of solid, linearGradient, radialGradient, angularGradient"#)
        #expect(throws: DecodingError.self) { try DisplayList(json: list(shape: #"{"rectangle": {}}"#)) }
        #expect(throws: DecodingError.self) { try DisplayList(json: list(shape: ##"{"kind": "rectangle"}"##, fill: ##"{"solid": {"_0": "#000000"}}"##)) }
        #expect(throws: DecodingError.self) { try DisplayList(json: list(shape: #"{"kind": "roundedRectangle", "cornerRadius": 4}"#)) }
    }
}
