import DisplayList
import Tokens

/// The parts of the screen iOS draws, not the app: the status bar (9:41, cellular bars,
/// Wi-Fi, a full battery) and the home indicator, placed per device, black in light
/// appearance and white in dark. They are elements like any other, so checks see them
/// (traits "systemChrome").
enum SystemChrome {
    /// `statusBarOnDark`: the status bar sits on a dark backdrop whatever the appearance (a
    /// sheet is presented: iOS draws its glyphs white over the black behind the shrunk page).
    static func elements(device: Device, appearance: Appearance, statusBarOnDark: Bool = false) -> [Element] {
        let homeInk = appearance == .light ? RGBA.black : RGBA.white
        let ink = statusBarOnDark ? RGBA.white : homeInk
        var out: [Element] = []
        func add(_ e: Element) {
            var e = e
            e.accessibilityTraits.append("systemChrome")
            out.append(e)
        }
        // Where the status bar items sit: beside the Dynamic Island on Face ID phones,
        // across a 20 pt bar on the SE.
        let timeCenter: Point, rightCenter: Point, timeSize: Double
        if let island = device.dynamicIsland {
            timeCenter = Point(x: island.minX / 2 + 4, y: island.midY)
            rightCenter = Point(x: (island.maxX + device.size.width) / 2 - 2, y: island.midY)
            timeSize = 17
        } else {
            timeCenter = Point(x: device.size.width / 2, y: device.statusBarHeight / 2)
            rightCenter = Point(x: device.size.width - 36, y: device.statusBarHeight / 2)
            timeSize = 12
        }
        let font = FontSpec(family: "Inter", size: timeSize, weight: 600, monospacedDigits: true)
        let timeWidth = timeSize * 3.4, timeHeight = timeSize * 1.3
        var time = Element.text("statusBar/time", Rect(x: timeCenter.x - timeWidth / 2, y: timeCenter.y - timeHeight / 2, width: timeWidth, height: timeHeight),
                                TextRun("9:41", font: font, paint: .solid(ink), alignment: .center, lineLimit: 1))
        time.accessibilityLabel = "9:41"
        add(time)

        let k = timeSize / 17  // the SE's bar is drawn smaller
        // Cellular: four bars rising left to right.
        let barWidth = 3 * k, gap = 1.7 * k, heights = [4.0, 6.3, 8.7, 11.0].map { $0 * k }
        let groupWidth = 4 * barWidth + 3 * gap + 6 * k + 15 * k + 6 * k + 27.3 * k
        var x = (device.dynamicIsland == nil ? 6 : rightCenter.x - groupWidth / 2)
        let baseline = rightCenter.y + 5.5 * k
        for (i, h) in heights.enumerated() {
            add(.shape("statusBar/cellular.\(i + 1)", Rect(x: x, y: baseline - h, width: barWidth, height: h),
                       .roundedRectangle(cornerRadius: 1 * k, style: .circular), fill: .solid(ink)))
            x += barWidth + gap
        }
        x += 6 * k - gap
        // Wi-Fi: a dot and two arcs above it, opening upwards.
        let wifiCenter = Point(x: x + 7.5 * k, y: baseline)
        for (i, r) in [4.5, 8.5, 12.5].enumerated() {
            let radius = r * k
            let box = Rect(x: wifiCenter.x - radius, y: wifiCenter.y - radius, width: 2 * radius, height: 2 * radius)
            let arc = CircleArc.commands(in: Rect(x: 0, y: 0, width: box.width, height: box.height), from: 0.625, to: 0.875)
            add(.shape("statusBar/wifi.\(i + 1)", box, .path(arc), stroke: Stroke(.solid(ink), width: 2.2 * k, lineCap: .round)))
        }
        x += 15 * k + 6 * k
        if device.dynamicIsland == nil { x = device.size.width - 6 - 27.3 * k }
        // Battery: outline, full charge, and the cap.
        let body = Rect(x: x, y: rightCenter.y - 6 * k, width: 24.3 * k, height: 12 * k)
        add(.shape("statusBar/battery", body, .roundedRectangle(cornerRadius: 3.8 * k, style: .continuous),
                   stroke: Stroke(.solid(ink.opacity(0.4)), width: 1, inside: true)))
        add(.shape("statusBar/battery.level", body.insetBy(dx: 2 * k, dy: 2 * k), .roundedRectangle(cornerRadius: 2 * k, style: .continuous), fill: .solid(ink)))
        add(.shape("statusBar/battery.cap", Rect(x: body.maxX + 1 * k, y: body.midY - 2 * k, width: 1.5 * k, height: 4 * k),
                   .roundedRectangle(cornerRadius: 0.75 * k, style: .circular), fill: .solid(ink.opacity(0.4))))
        if let indicator = device.homeIndicator {
            add(.shape("homeIndicator", indicator, .capsule, fill: .solid(homeInk)))
        }
        return out
    }
}
