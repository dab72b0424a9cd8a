
import DisplayList
import Foundation
import Inspect
import Layout
import Render
import Tokens

/// `proof check contrast`: every text and icon of every screen variant (state, appearance,
/// gradient) on each device, measured on the backdrop rendered beneath it at @1x.
extension CheckContext {
    /// With `output`, also writes `contrast-APP-SCREEN[-dark].png` for the worst variant of
    /// each failing screen; such images of an earlier run are replaced.
    func contrast(imagesInto output: OutputRun? = nil) throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var hidden: [CheckReport.NotVisible] = [], inert: [CheckReport.NotVisible] = []
        // Every text and icon of every variant, counted apart from the measurement: each is
        // measured, exempt (`ContrastCheck.Exemption`) or shows on no pixel, or the check fails.
        var coverage = Coverage(unit: "text and icon elements")
        var worst: (Double, String)?
        // The worst variant of each failing screen (and device), for the images.
        var worstByScreen: [String: (ratio: Double, list: DisplayList, ids: [String], label: String)] = [:]
        let variants = self.variants
        for device in devices {
            for v in variants {
                let full = try list(v.screen, appearance: v.appearance, gradient: v.gradient, device: device)
                let backdrop = try pixels(ContrastCheck.backdrop(of: full))
                let where_ = label(v.screen, v.appearance, v.gradient, device)
                var failing: [String] = []
                var lowest = Double.infinity
                defer {
                    // The iPhone 16's images keep their names; other devices add theirs.
                    let key = v.screen.label + (v.appearance == .dark ? "-dark" : "") + (device == .default ? "" : "-" + device.id)
                    if !failing.isEmpty, lowest < (worstByScreen[key]?.ratio ?? .infinity) {
                        worstByScreen[key] = (lowest, full, failing, where_)
                    }
                }
                for i in full.elements.indices where full.elements[i].kind == .text {
                    coverage.contain()
                    var atOpacity = full.elements[i]
                    atOpacity.opacity = full.effectiveOpacity(of: atOpacity)
                    if let exempt = ContrastCheck.exemption(atOpacity) { coverage.skip(exempt.rawValue); continue }
                    let m: ContrastCheck.Measurement
                    switch probes.contrast(i, full, backdrop) {
                    case nil: continue
                    case .notVisible(let n)?:
                        coverage.skip(n.reason.rawValue)
                        // Scrolled away, clipped or covered: nothing to read; or behind a modal's
                        // dimming view: inert. Neither a pass nor a failure.
                        let skipped = CheckReport.NotVisible(screen: v.screen.label, element: n.elementID, text: n.text.replacingOccurrences(of: "\n", with: " "),
                                                             kind: n.kind, reason: n.reason.rawValue, appearance: v.appearance.rawValue, gradient: v.gradient,
                                                             device: device.id)
                        if n.reason == .behindModal { inert.append(skipped) } else { hidden.append(skipped) }
                        continue
                    case .measured(let measurement)?: m = measurement
                    }
                    if !m.passes { failing.append(m.elementID); lowest = min(lowest, m.worstRatio) }
                    coverage.measure()
                    if worst == nil || m.worstRatio < worst!.0 { worst = (m.worstRatio, "\(m.text.replacingOccurrences(of: "\n", with: " ")) (\(where_))") }
                    guard !m.passes else { continue }
                    let text = m.text.replacingOccurrences(of: "\n", with: " ")
                    failures.append(.init(line: "\(where_): \(m.kind) \"\(text)\" \(m.foreground) on \(m.worstBackground): worst \(fmt(m.worstRatio)):1, median \(fmt(m.medianRatio)):1, needs \(fmt(m.required)):1 — \(m.elementID)",
                                          screen: v.screen.label, element: m.elementID,
                                          data: ["appearance": v.appearance.rawValue, "gradient": v.gradient ?? "", "state": v.screen.state ?? "", "text": text, "foreground": m.foreground,
                                                 "background": m.worstBackground, "worstRatio": fmt(m.worstRatio), "medianRatio": fmt(m.medianRatio),
                                                 "required": fmt(m.required), "apcaWorst": fmt(m.apcaWorst), "largeText": String(m.largeText),
                                                 "device": device.id]))
                }
            }
        }
        if let output {
            output.replacePrevious(under: "contrast-")
            for (key, w) in worstByScreen.sorted(by: { $0.key < $1.key }) {
                var marked = w.list
                marked.scale = 2
                for id in w.ids {
                    guard let e = marked[id] else { continue }
                    var ring = Element.shape(id + "/check", e.frame.insetBy(dx: -3, dy: -3), .roundedRectangle(cornerRadius: 4, style: .circular),
                                             stroke: Stroke(.solid(RGBA(hex: "#FF1F5B")!), width: 2))
                    ring.transform = e.transform
                    marked.append(ring)
                }
                let name = "contrast-" + key.replacingOccurrences(of: "/", with: "-") + ".png"
                try output.write(try PNGFile.encode(try renderer.render(marked), options: .small), to: name)
                let path = output.path(name)
                // On standard error, so that --json output stays one JSON document.
                FileHandle.standardError.write(Data("wrote \(path) (\(w.label), worst \(fmt(w.ratio)):1)\n".utf8))
            }
        }
        let summary = "\(coverage.measured) text and icon measurements on \(variants.count) screen variants (every state) × \(devices.count) devices (\(devices.map(\.id).joined(separator: ", "))); \(failures.count) below the WCAG level"
            + (worst.map { "; worst \(fmt($0.0)):1 — \($0.1)" } ?? "")
            + "; not measured: \(hidden.count) not visible (scrolled away, clipped or covered), \(inert.count) behind a modal's dimming view"
        return CheckReport(name: "contrast", summary: summary, failures: failures, coverage: [coverage],
                           devices: devices.map(\.id), notVisible: hidden, behindModal: inert)
    }
}
