import DisplayList

// Where each kind of node has its text baseline, for `.firstTextBaseline` and
// `.lastTextBaseline` alignment: a text measures its own; modifiers that keep their child
// in place pass the child's on; padding and frames move it by where they put the child.

extension TextNode {
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? {
        let metrics = context.measure(run, width: size.width)
        guard which == .last, metrics.lineCount > 1 else { return metrics.baseline }
        // Lines are one height apart: the last baseline is the first's, that many lines down.
        let line = metrics.size.height / Double(metrics.lineCount)
        return metrics.baseline + line * Double(metrics.lineCount - 1)
    }
}

extension PaddingNode {
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? {
        let inner = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return child.baseline(which, at: inner, context).map { insets.top + $0 }
    }
}

extension EffectNode {
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { child.baseline(which, at: size, context) }
}

extension ColorFilterNode {
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { child.baseline(which, at: size, context) }
}

extension DecorationNode {
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { child.baseline(which, at: size, context) }
}

extension FixedFrameNode {
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? {
        let s = child.sizeThatFits(ProposedSize(width: width ?? size.width, height: height ?? size.height), context)
        return child.baseline(which, at: s, context).map { (size.height - s.height) * alignment.vertical.fraction + $0 }
    }
}
