/// What a view's type says about how it builds, worked out once per type for one build.
///
/// Building a screen asks each view whether it is a primitive, a modifier or a list, and
/// for its type's name (the element ids are made of them). Each answer is a dynamic cast
/// or a `String(describing:)` of the metatype — together about a quarter of a layout's
/// time before this — and each depends only on the view's type, so it is looked up once
/// per type and kept for the rest of the build (one tree: no state outlives it).
final class ViewTypeFacts {
    struct Facts {
        let isPrimitive: Bool
        let isModifier: Bool
        let isList: Bool
        let isTuple: Bool
        /// The type's name without generic arguments (`VStack`, not `VStack<…>`).
        let name: String
    }

    private var known: [ObjectIdentifier: Facts] = [:]

    /// The facts of `view`'s type.
    func of(_ view: any View) -> Facts {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let facts = known[type] { return facts }
        let facts = Facts(isPrimitive: view is any PrimitiveView, isModifier: view is any ModifierView, isList: view is any ViewList,
                          isTuple: view is TupleView, name: BuildContext.typeName(of: view))
        known[type] = facts
        return facts
    }

    /// The type name of the view under any modifiers.
    func baseTypeName(of view: any View) -> String {
        var base = view
        while of(base).isModifier, let modifier = base as? any ModifierView { base = modifier.contentView }
        return of(base).name
    }
}
