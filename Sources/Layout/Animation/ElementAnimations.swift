import DisplayList
import Motion
import Tokens

/// What SwiftUI animates of what layout decides, which no view's value names: where each
/// view lands and how big it is (a frame that grows, a row that moves when one above is
/// inserted), its colours and corner radius — and a view that comes or goes without a
/// `.transition` of its own fades, SwiftUI's default `.opacity` transition. Compared element
/// by element between one update's layout and the next; each element's change runs with
/// the animation of its place in the tree (`ViewGraph.animation(for:)`).
///
/// Text keeps the size it was laid out at and moves (SwiftUI does not re-lay text out while
/// its frame animates); a text whose string changes under an animation cross-fades, the old
/// string fading out beneath the new one fading in (SwiftUI's default content transition:
/// text cannot be interpolated, so it fades). A path is scaled from its laid-out frame to
/// the frame drawn. A view removed under an animation stays drawn, as it last was, until its
/// removal transition ends, at its place in the painting order: beneath whatever was inserted
/// in its place.
struct ElementAnimations {
    /// An element's animatable numbers and what they are (two elements animate only between
    /// numbers of the same signature: a solid fill does not tween into a gradient).
    private struct Slot {
        var signature: String
        var value: AnimatedValue<ComponentVector>
        /// The action during whose changes the element first appeared (`ViewGraph.currentAction`; 0: none).
        var action: Int = 0
    }
    private var slots: [String: Slot] = [:]
    /// Default fades of inserted elements, by element id.
    private var fades: [String: AnimatedValue<Double>] = [:]
    /// Texts whose changed characters are rolling in, by element id.
    private var rolls: [String: (progress: AnimatedValue<Double>, roll: NumericRoll)] = [:]
    /// Removed views still drawn.
    private var ghosts: [Ghost] = []
    /// The last update's layout, before anything was animated.
    private var previous: DisplayList?
    /// Matched views (`.matchedGeometryEffect`) inserted in the place of a removed one with
    /// their key, by key: drawn in a rectangle animating from the removed view's bounds to
    /// their own.
    private var matchedMoves: [MatchedGeometryKey: MatchedMove] = [:]

    private struct MatchedMove {
        /// The inserted view's place in the tree, and its bounds as laid out.
        var path: String
        var bounds: Rect
        /// The rectangle it is drawn in (x, y, width, height).
        var rect: AnimatedValue<ComponentVector>
    }

    /// Where a removed matched view goes while it leaves: from its bounds to those of the
    /// view that took its key.
    private struct MatchedTarget {
        var from: Rect
        var to: Rect
        var key: MatchedGeometryKey
    }

    /// A removed view on its way out: its elements as they were last drawn, taken along
    /// its removal transition as `progress` runs 0 → 1.
    private struct Ghost {
        /// Its elements, each naming the innermost of `groups` it lies in (nil: none).
        var elements: [Element]
        /// The opacity groups its elements lay in when it was removed, their parents
        /// indices into this array (nil: the ghost's own layer).
        var groups: [OpacityGroup] = []
        /// The view that was removed: the id of the layer a fading ghost draws as.
        var owner: String = ""
        /// The animations its elements had running when it was removed, by element id: they
        /// run on while it leaves, as SwiftUI keeps a removed view's animations.
        var running: [String: Slot] = [:]
        /// For a matched view whose key another view took: where it goes while it leaves.
        var matched: MatchedTarget?
        /// For a text rolling its changed characters out (`.numericText()`).
        var roll: NumericRoll?
        var bounds: Rect
        var steps: [AnyTransition.Step]
        var progress: AnimatedValue<Double>
        /// The surviving element it is drawn before (nil: on top).
        var before: String?
    }

    /// When the last of its animations ends (at least `now`); nil when one never does.
    func endTime(now: Double) -> Double? {
        var end = now
        for slot in slots.values {
            guard let e = slot.value.animator.endTime() else { return nil }
            end = max(end, e)
        }
        for fade in fades.values + rolls.values.map(\.progress) {
            guard let e = fade.animator.endTime() else { return nil }
            end = max(end, e)
        }
        for ghost in ghosts {
            guard let e = ghost.progress.animator.endTime() else { return nil }
            end = max(end, e)
        }
        return end
    }

    /// The list as drawn at `time`, given the list laid out now (`laidOut`).
    mutating func update(_ laidOut: DisplayList, time: Double, isFirst: Bool, graph: ViewGraph) -> DisplayList {
        defer { previous = laidOut }
        var shown = laidOut
        let ids = Set(laidOut.elements.map(\.id))
        let before = previous.map { Set($0.elements.map(\.id)) } ?? []
        // Texts as last laid out, for a string that changes (looked up once per update).
        let previousTexts = Dictionary(previous?.elements.filter { $0.text != nil }.map { ($0.id, $0) } ?? [], uniquingKeysWith: { a, _ in a })
        for index in shown.elements.indices {
            let element = laidOut.elements[index]
            let (signature, numbers) = Self.components(of: element)
            let model = ComponentVector(numbers)
            let animation = isFirst ? nil : graph.animation(for: element.id)
            if let slot = slots[element.id], slot.signature == signature {
                if slot.value.model != model, slot.action != 0, slot.action == graph.currentAction {
                    // Inserted by the action making this change too: SwiftUI builds the new
                    // view once, after the action, with the new value — nothing to animate from.
                    slot.value.animator.change(from: slot.value.model, to: model, animation: nil, at: time)
                    slot.value.model = model
                } else if slot.value.model != model, animation == nil {
                    // Only what changed jumps: a clip that follows an animated offset must
                    // not end the fill's fade (the element's numbers are several properties).
                    let old = slot.value.model.values
                    let changed = model.values.indices.map { $0 >= old.count || old[$0] != model.values[$0] }
                    slot.value.animator.jump { v in
                        ComponentVector(v.values.enumerated().map { k, x in k < changed.count && changed[k] ? 0 : x })
                    }
                    slot.value.model = model
                } else if slot.value.model != model {
                    slot.value.animator.change(from: slot.value.model, to: model, animation: animation, at: time)
                    if let animation {
                        graph.log(target: element.id, labels: Self.labels(of: element), old: slot.value.model, model: model,
                                  animator: slot.value.animator, animation: animation)
                    }
                    slot.value.model = model
                }
            } else {
                slots[element.id] = Slot(signature: signature, value: AnimatedValue(model: model), action: graph.currentAction)
                if !isFirst, !before.contains(element.id), let animation, !graph.hasTransition(element.id) {
                    let fade = AnimatedValue<Double>(model: 1)
                    fade.animator.change(from: 0, to: 1, animation: animation, at: time)
                    graph.log(target: element.id, labels: ["opacity (inserted)"], old: 0.0, model: 1.0, animator: fade.animator, animation: animation)
                    fades[element.id] = fade
                }
            }
            if !isFirst, let animation, let string = element.text?.string, let old = previousTexts[element.id], let previous,
               let was = old.text?.string, was != string {
                crossFade(from: old, in: previous, to: element.id, new: element, animation: animation, time: time, graph: graph)
            }
            let slot = slots[element.id]!
            slot.value.animator.prune(at: time)
            let drawn = model + slot.value.animator.offset(at: time)
            if drawn != model { shown.elements[index] = Self.element(element, drawn: drawn.values) }
            if let fade = fades[element.id] {
                fade.animator.prune(at: time)
                let o = 1 + fade.animator.offset(at: time)
                if fade.animator.isRunning(at: time) { shown.elements[index].opacity *= min(max(o, 0), 1) } else { fades[element.id] = nil }
            }
            if let (progress, roll) = rolls[element.id] {
                progress.animator.prune(at: time)
                if progress.animator.isRunning(at: time), let text = shown.elements[index].text, roll.newChanged.count == text.string.count {
                    let p = 1 + progress.animator.offset(at: time)
                    shown.elements[index].text?.glyphs = Self.combined(text.glyphs, roll.arriving(p, weight: text.font.weight))
                } else {
                    rolls[element.id] = nil
                }
            }
        }
        var targets: [String: MatchedTarget] = [:]
        if !isFirst, let previous, graph.hasMatchedViews {
            targets = startMatchedMoves(from: previous, to: laidOut, before: before, time: time, graph: graph)
        }
        shown = drawMatchedMoves(shown, time: time, graph: graph)
        if !isFirst, let previous { collectGhosts(removedFrom: previous, to: laidOut, keeping: ids, time: time, graph: graph, matched: targets) }
        slots = slots.filter { ids.contains($0.key) }
        fades = fades.filter { ids.contains($0.key) }
        rolls = rolls.filter { ids.contains($0.key) }
        return drawGhosts(into: shown, time: time)
    }

    /// A text's string changed under `animation`: the old one becomes a ghost fading out
    /// beneath the element (its id marked as the string it was, so ids stay unique), and the
    /// element fades in over the same animation.
    private mutating func crossFade(from old: Element, in list: DisplayList, to id: String, new: Element, animation: Motion.Animation, time: Double,
                                    graph: ViewGraph) {
        let transition = graph.contentTransition(for: id)
        // `.contentTransition(.identity)`: the new string at once.
        if transition?.name == "identity" { return }
        var e = old
        e.id = old.id + "#was"
        e.opacity = list.effectiveOpacity(of: old)
        e.group = nil
        ghosts.removeAll { $0.elements.first?.id == e.id }
        var ghost = Ghost(elements: [e], bounds: e.frame, steps: [.opacity], progress: AnimatedValue(model: 1), before: id)
        ghost.progress.animator.change(from: 0, to: 1, animation: animation, at: time)
        let fade = AnimatedValue<Double>(model: 1)
        fade.animator.change(from: 0, to: 1, animation: animation, at: time)
        if let transition, transition.name == "numericText", let was = old.text?.string, let now = new.text?.string {
            // Only the characters that changed move and fade: the old text keeps them, the
            // new one the rest.
            let roll = NumericRoll(was: was, now: now, countsDown: transition.countsDown, distance: new.text?.font.size ?? 17)
            ghost.steps = []
            ghost.roll = roll
            rolls[id] = (fade, roll)
            graph.log(target: id, labels: ["roll (changed characters)"], old: 0.0, model: 1.0, animator: fade.animator, animation: animation)
        } else {
            graph.log(target: id, labels: ["opacity (new text)"], old: 0.0, model: 1.0, animator: fade.animator, animation: animation)
            fades[id] = fade
        }
        ghosts.append(ghost)
    }

    /// A text whose characters roll as they change (`.contentTransition(.numericText())`):
    /// which characters of the old and new strings changed (aligned at the end, as a number's
    /// digits are), which way they go, and how far (a line).
    struct NumericRoll {
        let oldChanged: [Bool]
        let newChanged: [Bool]
        /// +1: up (new characters rise from below); −1: down.
        let direction: Double
        let distance: Double

        init(was: String, now: String, countsDown: Bool, distance: Double) {
            let a = Array(was), b = Array(now)
            let shift = b.count - a.count
            newChanged = b.indices.map { i in i - shift < 0 || i - shift >= a.count || a[i - shift] != b[i] }
            oldChanged = a.indices.map { j in j + shift < 0 || j + shift >= b.count || b[j + shift] != a[j] }
            direction = countsDown ? -1 : 1
            self.distance = distance
        }

        /// The old text's characters `p` of the way out: the changed ones moving away and
        /// fading, the others not drawn (the new text draws them).
        func leaving(_ p: Double, weight: Double) -> [GlyphStyle] {
            oldChanged.map { $0 ? GlyphStyle(opacity: min(max(1 - p, 0), 1), offsetY: -direction * distance * p, weight: weight)
                                : GlyphStyle(opacity: 0, offsetY: 0, weight: weight) }
        }

        /// The new text's characters `p` of the way in: the changed ones arriving.
        func arriving(_ p: Double, weight: Double) -> [GlyphStyle] {
            newChanged.map { $0 ? GlyphStyle(opacity: min(max(p, 0), 1), offsetY: direction * distance * (1 - p), weight: weight)
                                : GlyphStyle(opacity: 1, offsetY: 0, weight: weight) }
        }
    }

    /// Views in `old` that `ids` lacks, removed under an animation, become ghosts.
    private mutating func collectGhosts(removedFrom old: DisplayList, to laidOut: DisplayList, keeping ids: Set<String>, time: Double, graph: ViewGraph,
                                        matched targets: [String: MatchedTarget] = [:]) {
        var groups: [String: (elements: [Element], steps: [AnyTransition.Step], animation: Motion.Animation)] = [:]
        var order: [String] = []
        // Each ghost's own copies of the opacity groups its elements lay in.
        var layers: [String: (groups: [OpacityGroup], index: [Int: Int])] = [:]
        for (i, element) in old.elements.enumerated() where !ids.contains(element.id) {
            guard let animation = graph.animation(for: element.id) else { continue }
            let (owner, steps) = graph.removal(for: element.id)
            var e = element
            var layer = layers[owner] ?? ([], [:])
            var parent: Int?
            for g in old.groupChain(of: element) {
                if let known = layer.index[g] { parent = known; continue }
                var copy = old.groups[g]
                copy.parent = parent
                layer.groups.append(copy)
                layer.index[g] = layer.groups.count - 1
                parent = layer.groups.count - 1
            }
            layers[owner] = layer
            e.group = parent
            if groups[owner] == nil { order.append(owner) }
            groups[owner, default: ([], steps, animation)].elements.append(e)
            // Drawn where it was: just after the last element before it that is still there,
            // so views inserted in its place (a screen pushed over it, the other branch of
            // an `if`) are drawn above it, and views that were above it stay above.
            if groups[owner]?.elements.count == 1 {
                ghosts.append(Ghost(elements: [], bounds: e.frame, steps: steps, progress: AnimatedValue(model: 1),
                                    before: Self.successor(ofSurvivorBefore: i, in: old, now: laidOut, keeping: ids)))
                ghosts[ghosts.count - 1].progress.animator.change(from: 0, to: 1, animation: animation, at: time)
            }
        }
        // Fill in each new ghost's elements and bounds (the ghosts just added, in order).
        let added = ghosts.count - order.count
        for (k, owner) in order.enumerated() {
            let elements = groups[owner]!.elements
            ghosts[added + k].elements = elements
            ghosts[added + k].groups = layers[owner]?.groups ?? []
            ghosts[added + k].owner = owner
            for e in elements {
                if let slot = slots[e.id], slot.value.animator.isRunning(at: time) { ghosts[added + k].running[e.id] = slot }
            }
            if !targets.isEmpty, let place = graph.matchedView(of: elements[0].id, last: true)?.path {
                ghosts[added + k].matched = targets[place]
            }
            ghosts[added + k].bounds = elements.dropFirst().reduce(elements[0].frame) { Self.union($0, $1.frame) }
        }
    }

    /// The id of the element of `now` that follows the last element before `old.elements[i]`
    /// still laid out (the first of `now` when none is; nil: the ghost goes on top).
    private static func successor(ofSurvivorBefore i: Int, in old: DisplayList, now: DisplayList, keeping ids: Set<String>) -> String? {
        guard let survivor = old.elements[..<i].last(where: { ids.contains($0.id) })?.id else { return now.elements.first?.id }
        guard let at = now.elements.firstIndex(where: { $0.id == survivor }), at + 1 < now.elements.count else { return nil }
        return now.elements[at + 1].id
    }

    /// Glyph styles a text already has (a cascade's) with `added` laid over them:
    /// opacities multiplied, offsets added.
    private static func combined(_ own: [GlyphStyle]?, _ added: [GlyphStyle]) -> [GlyphStyle] {
        guard let own, own.count == added.count else { return added }
        return zip(own, added).map { GlyphStyle(opacity: $0.opacity * $1.opacity, offsetY: $0.offsetY + $1.offsetY, weight: $0.weight) }
    }

    // MARK: Matched geometry

    /// Matched views (by key) of `list`: their place, their elements' ids and bounds.
    private static func matchedGroups(_ list: DisplayList, _ view: (String) -> (path: String, key: MatchedGeometryKey)?)
        -> [MatchedGeometryKey: (path: String, ids: [String], bounds: Rect)] {
        var groups: [MatchedGeometryKey: (path: String, ids: [String], bounds: Rect)] = [:]
        for e in list.elements {
            guard let (path, key) = view(e.id) else { continue }
            if var g = groups[key], g.path == path {
                g.ids.append(e.id)
                g.bounds = union(g.bounds, e.frame)
                groups[key] = g
            } else if groups[key] == nil {
                groups[key] = (path, [e.id], e.frame)
            }
        }
        return groups
    }

    /// Starts the moves of matched views inserted where a view with their key was removed
    /// (SwiftUI's `matchedGeometryEffect` across an insertion and a removal); returns, by the
    /// removed view's place, where it goes while it leaves.
    private mutating func startMatchedMoves(from old: DisplayList, to new: DisplayList, before: Set<String>, time: Double,
                                            graph: ViewGraph) -> [String: MatchedTarget] {
        let now = Self.matchedGroups(new) { graph.matchedView(of: $0) }
        guard !now.isEmpty else { return [:] }
        let then = Self.matchedGroups(old) { graph.matchedView(of: $0, last: true) }
        let ids = Set(new.elements.map(\.id))
        var targets: [String: MatchedTarget] = [:]
        for (key, group) in now {
            // Another view took the key: the old one's elements are gone, the new one's new.
            guard let was = then[key], !was.ids.contains(where: ids.contains), !group.ids.contains(where: before.contains),
                  let animation = graph.animation(for: group.ids[0]) else { continue }
            let from = ComponentVector([was.bounds.x, was.bounds.y, was.bounds.width, was.bounds.height])
            let to = ComponentVector([group.bounds.x, group.bounds.y, group.bounds.width, group.bounds.height])
            let rect = AnimatedValue<ComponentVector>(model: to)
            rect.animator.change(from: from, to: to, animation: animation, at: time)
            graph.log(target: group.path, labels: ["matched x", "matched y", "matched width", "matched height"], old: from, model: to,
                      animator: rect.animator, animation: animation)
            matchedMoves[key] = MatchedMove(path: group.path, bounds: group.bounds, rect: rect)
            targets[was.path] = MatchedTarget(from: was.bounds, to: group.bounds, key: key)
        }
        return targets
    }

    /// `list` with each moving matched view drawn in its rectangle of the moment.
    private mutating func drawMatchedMoves(_ list: DisplayList, time: Double, graph: ViewGraph) -> DisplayList {
        guard !matchedMoves.isEmpty else { return list }
        var out = list
        for (key, move) in matchedMoves {
            move.rect.animator.prune(at: time)
            guard move.rect.animator.isRunning(at: time) else {
                matchedMoves[key] = nil
                continue
            }
            let v = (move.rect.model + move.rect.animator.offset(at: time)).values
            guard v.count == 4 else { continue }
            let r = Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
            for i in out.elements.indices where graph.matchedView(of: out.elements[i].id)?.path == move.path {
                out.elements[i] = Self.placed(out.elements[i], from: move.bounds, in: r, key: key)
            }
        }
        return out
    }

    /// `element` of a matched view whose bounds are `bounds`, drawn as if they were `r`:
    /// moved (its centre with the bounds' centre) and, where the key matches size, scaled —
    /// text moved only, keeping the size it was laid out at.
    private static func placed(_ element: Element, from bounds: Rect, in r: Rect, key: MatchedGeometryKey) -> Element {
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let sx = key.size && bounds.width > 0 ? r.width / bounds.width : 1
        let sy = key.size && bounds.height > 0 ? r.height / bounds.height : 1
        let dx = key.position ? r.midX - bounds.midX : 0, dy = key.position ? r.midY - bounds.midY : 0
        var e = element
        let map: AffineTransform
        if e.kind == .text {
            // The text's own centre goes where the mapping takes it.
            let c = Point(x: e.frame.midX, y: e.frame.midY)
            map = .translation(x: (c.x - centre.x) * (sx - 1) + dx, y: (c.y - centre.y) * (sy - 1) + dy)
        } else {
            map = AffineTransform.translation(x: dx, y: dy).concatenating(.scale(x: sx, y: sy, anchor: centre))
        }
        if !map.isIdentity { e.transform = map.concatenating(e.transform ?? .identity) }
        return e
    }

    /// `list` with the ghosts still running drawn into it, each at its place in the painting order.
    private mutating func drawGhosts(into list: DisplayList, time: Double) -> DisplayList {
        ghosts.removeAll { !$0.progress.animator.isRunning(at: time) }
        guard !ghosts.isEmpty else { return list }
        var out = list
        for ghost in ghosts {
            let p = 1 + ghost.progress.animator.offset(at: time)
            var drawn = ghost.elements.map { e in
                var current = e
                if let slot = ghost.running[e.id] {
                    slot.value.animator.prune(at: time)
                    let numbers = slot.value.model + slot.value.animator.offset(at: time)
                    if numbers != slot.value.model { current = Self.element(e, drawn: numbers.values) }
                }
                if let m = ghost.matched {
                    // On its way to where the view that took its key is.
                    let q = min(max(p, 0), 1)
                    let r = Rect(x: m.from.x + (m.to.x - m.from.x) * q, y: m.from.y + (m.to.y - m.from.y) * q,
                                 width: m.from.width + (m.to.width - m.from.width) * q, height: m.from.height + (m.to.height - m.from.height) * q)
                    current = Self.placed(current, from: m.from, in: r, key: m.key)
                }
                if let roll = ghost.roll, let text = current.text, roll.oldChanged.count == text.string.count {
                    current.text?.glyphs = Self.combined(text.glyphs, roll.leaving(p, weight: text.font.weight))
                }
                return Self.removing(current, steps: ghost.steps, progress: p, bounds: ghost.bounds)
            }
            // A view of several elements, or of its own layers, fades as one layer (as
            // `.opacity` draws it): a group holding the ghost's own groups.
            let fades = ghost.steps.contains { if case .opacity = $0 { return true } else { return false } } && p > 0
            if (ghost.elements.count > 1 && fades) || !ghost.groups.isEmpty {
                let base = out.groups.count
                out.groups.append(OpacityGroup(id: ghost.owner + "#removed", opacity: fades ? min(max(1 - p, 0), 1) : 1))
                for g in ghost.groups {
                    var copy = g
                    copy.parent = base + 1 + (g.parent ?? -1)
                    out.groups.append(copy)
                }
                for i in drawn.indices {
                    if fades { drawn[i].opacity = ghost.elements[i].opacity }
                    drawn[i].group = base + 1 + (ghost.elements[i].group ?? -1)
                }
            }
            let at = ghost.before.flatMap { id in out.elements.firstIndex { $0.id == id } } ?? out.elements.count
            out.elements.insert(contentsOf: drawn, at: at)
        }
        return out
    }

    /// `element` taken `progress` of the way along its removal `steps`.
    private static func removing(_ element: Element, steps: [AnyTransition.Step], progress p: Double, bounds: Rect) -> Element {
        var e = element
        var outer = AffineTransform.identity
        for step in steps {
            switch step {
            case .opacity: e.opacity *= min(max(1 - p, 0), 1)
            case .scale(let s, let anchor):
                let k = 1 + (s - 1) * p
                outer = outer.concatenating(.scale(x: k, y: k, anchor: Point(x: bounds.x + anchor.x * bounds.width, y: bounds.y + anchor.y * bounds.height)))
            case .offset(let x, let y): outer = outer.concatenating(.translation(x: x * p, y: y * p))
            case .move(let edge):
                let (dx, dy): (Double, Double)
                switch edge {
                case .leading: (dx, dy) = (-bounds.width, 0)
                case .trailing: (dx, dy) = (bounds.width, 0)
                case .top: (dx, dy) = (0, -bounds.height)
                case .bottom: (dx, dy) = (0, bounds.height)
                }
                outer = outer.concatenating(.translation(x: dx * p, y: dy * p))
            case .blur(let r): e.blur = (e.blur ?? 0) + r * p
            }
        }
        if !outer.isIdentity { e.transform = outer.concatenating(e.transform ?? .identity) }
        return e
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.x + a.width, b.x + b.width) - x, height: max(a.y + a.height, b.y + b.height) - y)
    }

    // MARK: An element as numbers

    /// The numbers SwiftUI would interpolate for `element`, and a signature naming them.
    static func components(of element: Element) -> (String, [Double]) {
        var signature = element.kind.rawValue
        var v = [element.frame.x, element.frame.y, element.frame.width, element.frame.height]
        if let fill = element.fill { signature += "|f" + paintSignature(fill); v += paintNumbers(fill) }
        if let stroke = element.stroke { signature += "|s" + paintSignature(stroke.paint); v += paintNumbers(stroke.paint) + [stroke.width, stroke.dashPhase] }
        if case .roundedRectangle(let r, _) = element.shape { signature += "|r"; v.append(r) }
        if let text = element.text { signature += "|t" + paintSignature(text.paint); v += paintNumbers(text.paint) }
        if let clip = element.clip { signature += "|c"; v += [clip.frame.x, clip.frame.y, clip.frame.width, clip.frame.height] }
        return (signature, v)
    }

    /// What each of `components`' numbers is, for the timeline.
    static func labels(of element: Element) -> [String] {
        var labels = ["x", "y", "width", "height"]
        func paint(_ p: Paint, _ name: String) -> [String] {
            let rgba = ["red", "green", "blue", "alpha"].map { "\(name) \($0) (linear)" }
            switch p {
            case .solid: return rgba
            case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
                return g.stops.indices.flatMap { k in rgba.map { "\($0) stop \(k + 1)" } + ["\(name) stop \(k + 1) location"] }
                    + ["\(name) a", "\(name) b", "\(name) c", "\(name) d"]
            }
        }
        if let fill = element.fill { labels += paint(fill, "fill") }
        if let stroke = element.stroke { labels += paint(stroke.paint, "stroke") + ["stroke width", "dash phase"] }
        if case .roundedRectangle = element.shape { labels.append("corner radius") }
        if let text = element.text { labels += paint(text.paint, "text") }
        if element.clip != nil { labels += ["clip x", "clip y", "clip width", "clip height"] }
        return labels
    }

    /// `element` drawn with `numbers` (in `components`' order) instead of its own.
    static func element(_ element: Element, drawn numbers: [Double]) -> Element {
        var e = element
        var i = 0
        func next() -> Double { defer { i += 1 }; return i < numbers.count ? numbers[i] : 0 }
        let frame = Rect(x: next(), y: next(), width: max(0, next()), height: max(0, next()))
        if e.kind == .text {
            // Text keeps its laid-out size and moves with its frame's centre.
            e.frame = Rect(x: frame.x + (frame.width - element.frame.width) / 2, y: frame.y + (frame.height - element.frame.height) / 2,
                           width: element.frame.width, height: element.frame.height)
        } else {
            e.frame = frame
            if case .path(let commands) = e.shape { e.shape = .path(scaled(commands, from: element.frame, to: frame)) }
            if case .evenOddPath(let commands) = e.shape { e.shape = .evenOddPath(scaled(commands, from: element.frame, to: frame)) }
        }
        if let fill = e.fill { e.fill = paint(fill, from: &i, numbers) }
        if let stroke = e.stroke {
            e.stroke?.paint = paint(stroke.paint, from: &i, numbers)
            e.stroke?.width = max(0, next())
            e.stroke?.dashPhase = next()
        }
        if case .roundedRectangle(_, let style) = e.shape { e.shape = .roundedRectangle(cornerRadius: max(0, next()), style: style) }
        if let text = e.text { e.text?.paint = paint(text.paint, from: &i, numbers) }
        if e.clip != nil { e.clip?.frame = Rect(x: next(), y: next(), width: max(0, next()), height: max(0, next())) }
        return e
    }

    private static func scaled(_ commands: [PathCommand], from: Rect, to: Rect) -> [PathCommand] {
        guard from.width > 0, from.height > 0, (from.width != to.width || from.height != to.height) else { return commands }
        let sx = to.width / from.width, sy = to.height / from.height
        func s(_ p: Point) -> Point { Point(x: p.x * sx, y: p.y * sy) }
        return commands.map { c in
            switch c {
            case .move(let p): return .move(s(p))
            case .line(let p): return .line(s(p))
            case .curve(let p, let c1, let c2): return .curve(s(p), control1: s(c1), control2: s(c2))
            case .close: return .close
            }
        }
    }

    private static func paintSignature(_ paint: Paint) -> String {
        switch paint {
        case .solid: return "solid"
        case .linearGradient(let g, _, _): return "linear\(g.stops.count)"
        case .radialGradient(let g, _, _, _): return "radial\(g.stops.count)"
        case .angularGradient(let g, _, _, _): return "angular\(g.stops.count)"
        }
    }

    private static func paintNumbers(_ paint: Paint) -> [Double] {
        // Colours interpolate in linear sRGB: `Color.Resolved`'s animatable data is its linear
        // components (`linearRed` …), so red to blue passes through a brighter purple than
        // the encoded values' average.
        func rgba(_ c: RGBA) -> [Double] {
            [SRGBTransfer.linear(fromEncoded: c.r), SRGBTransfer.linear(fromEncoded: c.g), SRGBTransfer.linear(fromEncoded: c.b), c.a]
        }
        func stops(_ g: Gradient) -> [Double] { g.stops.flatMap { rgba($0.color) + [$0.position] } }
        switch paint {
        case .solid(let c): return rgba(c)
        case .linearGradient(let g, let s, let e): return stops(g) + [s.x, s.y, e.x, e.y]
        case .radialGradient(let g, let c, let r0, let r1): return stops(g) + [c.x, c.y, r0, r1]
        case .angularGradient(let g, let c, let a0, let a1): return stops(g) + [c.x, c.y, a0, a1]
        }
    }

    /// `v`, or the 8-bit level it lies within 1e-9 of: a colour taken to linear light and back
    /// (at an animation's first frame, or a gradient held while others move) comes back as
    /// itself, not a hair off, which would flip pixels that lie exactly between two levels.
    private static func snapped(_ v: Double) -> Double {
        let level = (v * 255).rounded() / 255
        return abs(v - level) < 1e-9 ? level : v
    }

    private static func paint(_ model: Paint, from i: inout Int, _ numbers: [Double]) -> Paint {
        func next() -> Double { defer { i += 1 }; return i < numbers.count ? numbers[i] : 0 }
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        func channel() -> Double { snapped(SRGBTransfer.encoded(fromLinear: unit(next()))) }
        func rgba() -> RGBA { RGBA(r: channel(), g: channel(), b: channel(), a: unit(next())) }
        func gradient(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { _ in let c = rgba(); return GradientStop(color: c, position: unit(next())) })
        }
        switch model {
        case .solid: return .solid(rgba())
        case .linearGradient(let g, _, _):
            let stops = gradient(g)
            return .linearGradient(stops, start: UnitPoint(x: next(), y: next()), end: UnitPoint(x: next(), y: next()))
        case .radialGradient(let g, _, _, _):
            let stops = gradient(g)
            return .radialGradient(stops, center: UnitPoint(x: next(), y: next()), startRadius: max(0, next()), endRadius: max(0, next()))
        case .angularGradient(let g, _, _, _):
            let stops = gradient(g)
            return .angularGradient(stops, center: UnitPoint(x: next(), y: next()), startAngle: next(), endAngle: next())
        }
    }
}
