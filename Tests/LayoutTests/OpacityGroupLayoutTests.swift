import DisplayList
import Foundation
import Layout
import Testing
import Tokens

/// `.opacity` below 1 on a view that draws more than one element makes an opacity group;
/// one element keeps the opacity itself. And the JSON of groups: readable, and strict.
@Suite struct OpacityGroupLayoutTests {
    func square(_ color: Color) -> some View { Rectangle().fill(color).frame(width: 10, height: 10) }

    @Test func aFadedContainerIsOneGroupAndItsElementsKeepTheirOwnOpacity() {
        let list = layout(ZStack { square(red); square(blue) }.opacity(0.5), width: 100, height: 100)
        #expect(list.groups == [OpacityGroup(id: "root", opacity: 0.5)])
        #expect(list.elements.count == 2)
        #expect(list.elements.allSatisfy { $0.group == 0 && $0.opacity == 1 })
        #expect(list.elements.map { list.effectiveOpacity(of: $0) } == [0.5, 0.5])
    }

    @Test func oneElementKeepsPlainElementOpacity() {
        let list = layout(square(red).opacity(0.5), width: 100, height: 100)
        #expect(list.groups.isEmpty)
        #expect(list.elements.map(\.opacity) == [0.5])
        #expect(list.elements[0].group == nil)
    }

    @Test func nestedGroupsNameTheirParent() {
        let view = ZStack {
            ZStack { square(red); square(blue) }.opacity(0.5)
            square(red).opacity(0.25)
        }.opacity(0.8)
        let list = layout(view, width: 100, height: 100)
        #expect(list.groups.map(\.opacity) == [0.8, 0.5])
        #expect(list.groups.map(\.parent) == [nil, 0])
        #expect(list.groups[1].id == "root/ZStack")
        #expect(list.elements.map(\.group) == [1, 1, 0])
        // The single square keeps its 0.25 and sits in the outer group.
        #expect(list.elements.map(\.opacity) == [1, 1, 0.25])
        #expect(list.elements.map { list.effectiveOpacity(of: $0) } == [0.4, 0.4, 0.2])
        #expect(list.groupProblem() == nil)
    }

    @Test func aGroupOfOneInsideAGroupOfOneFoldsIntoTheElement() {
        let list = layout(ZStack { square(red).opacity(0.5) }.opacity(0.5), width: 100, height: 100)
        #expect(list.groups.isEmpty)
        #expect(list.elements.map(\.opacity) == [0.25])
    }

    @Test func zeroHidesWithoutAGroupAndOneChangesNothing() {
        let hidden = layout(ZStack { square(red); square(blue) }.opacity(0), width: 100, height: 100)
        #expect(hidden.groups.isEmpty)
        #expect(hidden.elements.map(\.opacity) == [0, 0])
        let shown = layout(ZStack { square(red); square(blue) }.opacity(1), width: 100, height: 100)
        #expect(shown.groups.isEmpty)
        #expect(shown.elements.map(\.opacity) == [1, 1])
    }

    @Test func twoOpacitiesOnOneViewCompose() {
        let list = layout(ZStack { square(red); square(blue) }.opacity(0.5).opacity(0.5), width: 100, height: 100)
        #expect(list.groups.count == 2)
        #expect(list.elements.map { list.effectiveOpacity(of: $0) } == [0.25, 0.25])
    }

    @Test func elementsAfterAGroupBelongToNone() {
        let list = layout(VStack { ZStack { square(red); square(blue) }.opacity(0.5); square(red) }, width: 100, height: 100)
        #expect(list.elements.map(\.group) == [0, 0, nil])
    }

    // MARK: JSON

    @Test func groupsRoundTripThroughJSON() throws {
        let list = layout(ZStack { square(red); square(blue) }.opacity(0.5), width: 100, height: 100)
        let json = try list.stableJSON()
        #expect(json.contains("\"groups\" : ["))
        #expect(json.contains("\"group\" : 0"))
        #expect(try DisplayList(json: json) == list)
    }

    @Test func aListWithoutGroupsWritesNoGroupKeys() throws {
        let json = try layout(square(red).opacity(0.5), width: 100, height: 100).stableJSON()
        #expect(!json.contains("group"))
        // And JSON written before groups existed still reads.
        #expect(try DisplayList(json: json).groups.isEmpty)
    }

    /// A two-element list with one group, its parts replaceable as JSON text.
    func json(groups: String, firstGroup: String = "0", secondGroup: String = "0", third: String = "") -> String {
        func element(_ id: String, _ group: String) -> String {
            """
            {"id": "\(id)", "kind": "shape", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "shape": {"kind": "rectangle"},
             "opacity": 1, "accessibilityTraits": [] \(group.isEmpty ? "" : ", \"group\": \(group)")}
            """
        }
        return """
        {"schema": {"name": "dev.designproof.displaylist", "version": 2}, "size": {"width": 10, "height": 10}, "scale": 1, "background": "#FFFFFF", "overflows": [],
         "groups": \(groups),
         "elements": [\(element("a", firstGroup)), \(element("b", secondGroup))\(third.isEmpty ? "" : ", " + element("c", third))]}
        """
    }

    @Test func theTestListIsWellFormed() throws {
        let list = try DisplayList(json: json(groups: #"[{"id": "g", "opacity": 0.5}]"#))
        #expect(list.groups == [OpacityGroup(id: "g", opacity: 0.5)])
        #expect(list.elements.map(\.group) == [0, 0])
    }

    @Test func malformedGroupsAreRejectedWithOneClearLine() {
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": 1.5}]"#))
                == "group 0 (g) has opacity 1.5; a group's opacity lies in 0…1")
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": -0.1}]"#))
                == "group 0 (g) has opacity -0.1; a group's opacity lies in 0…1")
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": 0.5, "parent": 0}]"#))
                == "group 0 (g) names parent 0, which is not an earlier group; a parent comes before its children")
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": 0.5, "parent": 1}, {"id": "h", "opacity": 0.5, "parent": 0}]"#))
                == "group 0 (g) names parent 1, which is not an earlier group; a parent comes before its children")
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": 0.5, "parent": -1}]"#))
                == "group 0 (g) names parent -1, which is not an earlier group; a parent comes before its children")
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": 0.5}]"#, secondGroup: "3"))
                == "element 1 (b) names group 3, but the list has 1 group")
        #expect(decodingProblem(json(groups: "[]", firstGroup: "0"))
                == "element 0 (a) names group 0, but the list has 0 groups")
        #expect(decodingProblem(json(groups: #"[{"id": "g", "opacity": 0.5}]"#, secondGroup: "", third: "0"))
                == "group 0 (g) is split: element 2 (c) belongs to it after elements outside it; a group's elements are consecutive")
    }

    @Test func groupsNestedDeeperThanSixteenAreRefused() {
        // Every open group is a canvas-sized surface: depth is memory.
        func chain(_ n: Int) -> String {
            "[" + (0..<n).map { #"{"id": "g\#($0)", "opacity": 0.9\#($0 == 0 ? "" : ", \"parent\": \($0 - 1)")}"# }.joined(separator: ", ") + "]"
        }
        #expect(decodingProblem(json(groups: chain(16), firstGroup: "15", secondGroup: "15")) == nil)
        #expect(decodingProblem(json(groups: chain(17), firstGroup: "16", secondGroup: "16"))
                == "group 16 (g16) is nested 17 deep; groups nest at most 16 deep")
    }

    @Test func aGroupWithoutItsFieldsIsAnErrorNotACrash() {
        #expect(throws: DecodingError.self) { try DisplayList(json: json(groups: #"[{"opacity": 0.5}]"#)) }
        #expect(throws: DecodingError.self) { try DisplayList(json: json(groups: #"{"id": "g"}"#)) }
    }
}
