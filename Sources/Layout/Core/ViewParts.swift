/// The views a view lists at its top level, as Xcode splits a `PreviewProvider`'s
/// `previews` into one preview each: the elements of a tuple (several statements), of a
/// `Group` or `ForEach`, the branch an `if` took; any other view is one part. Modifiers
/// stop the split (`Group { A(); B() }.padding()` is one view), as they wrap the list.
public enum ViewParts {
    /// `view`'s top-level parts, in order; empty for an empty view.
    public static func of(_ view: any View) -> [any View] {
        switch view {
        case let tuple as TupleView: return tuple.views.flatMap(of)
        case let any as AnyView: return of(any.view)
        case let list as any ViewPartsList: return list.parts.flatMap(of)
        case is EmptyView: return []
        default: return [view]
        }
    }
}

extension ViewParts {
    /// The colour scheme `view` asks its window for: the outermost `.preferredColorScheme`
    /// among the modifiers wrapping it (a composite view's body is not looked into).
    public static func preferredColorScheme(of view: any View) -> ColorScheme? {
        var current: any View = view
        while true {
            if let preferred = current as? any PreferredScheme, let scheme = preferred.preferredScheme { return scheme }
            if let any = current as? AnyView { current = any.view; continue }
            guard let modifier = current as? any ModifierView else { return nil }
            current = modifier.contentView
        }
    }
}

/// A modifier that states a preferred colour scheme.
protocol PreferredScheme {
    var preferredScheme: ColorScheme? { get }
}

extension PreferredColorSchemeModifier: PreferredScheme {
    var preferredScheme: ColorScheme? { scheme }
}

/// A view that only lists other views (`Group`, `ForEach`, `if`): its parts.
protocol ViewPartsList {
    var parts: [any View] { get }
}

extension Group: ViewPartsList {
    var parts: [any View] { [content] }
}

extension ForEach: ViewPartsList {
    var parts: [any View] { items.map(\.view) }
}

extension OptionalView: ViewPartsList {
    var parts: [any View] { wrapped.map { [$0] } ?? [] }
}

extension ConditionalView: ViewPartsList {
    var parts: [any View] {
        switch self {
        case .first(let v): [v]
        case .second(let v): [v]
        }
    }
}
