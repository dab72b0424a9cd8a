import DisplayList
import Foundation
import Render
import Testing

/// Scratch: writes previews to /tmp when ILLUSTRATION_PREVIEW is set.
@Suite struct IllustrationPreviewTests {
    @Test func writePreviews() throws {
        guard ProcessInfo.processInfo.environment["ILLUSTRATION_PREVIEW"] != nil else { return }
        for name in Illustrations.names {
            for (tag, w, h) in [("square", 400.0, 400.0), ("wide", 600.0, 300.0), ("tall", 300.0, 600.0)] {
                var list = DisplayList(size: Size(width: w, height: h), scale: 2)
                var e = Element(id: "img", kind: .image, frame: Rect(x: 0, y: 0, width: w, height: h))
                e.image = "illustration:" + name
                list.append(e)
                let raster = try CairoRenderer().render(list)
                try PNGFile.write(raster, to: "/tmp/illus-\(name)-\(tag).png", options: .fast)
            }
        }
    }
}
