import Foundation

/// What a view's type says about how it builds, worked out once per type.
///
/// Building a screen asks each view whether it is a primitive, a modifier or a list, and
/// for its type's name (the element ids are made of them). Each answer is a cast of the
/// metatype (kept as the metatype the build calls through) or its `_typeName`, and each
/// depends only on the view's type.
/// One build keeps the answers it has used in a plain dictionary (no lock on the hot
/// path); a type it has not met yet is looked up in `ViewTypeCatalogue`, which works each
/// type out once for the whole process — a check lays out thousands of screens, and
/// working the facts out again in every build was a tenth of its time.
final class ViewTypeFacts {
    /// What a view's type conforms to, as the existential metatypes the build calls through
    /// (`PrimitiveView.makeNode(of:_:)` and the like), so that a build casts a view to its
    /// own concrete type — a comparison of metadata — instead of asking the runtime again
    /// whether the type conforms (a conformance-cache lookup each time, about 5 % of the
    /// samples of `proof check`'s layout sweep).
    struct Facts: @unchecked Sendable {
        // @unchecked: a metatype is an immutable, process-wide value (the compiler does not
        // see one of a protocol without `SendableMetatype` as Sendable), and a String.
        let primitive: (any PrimitiveView.Type)?
        let modifier: (any ModifierView.Type)?
        let list: (any ViewList.Type)?
        let distributing: (any ListDistributingModifier.Type)?
        let isTuple: Bool
        /// The type's name without generic arguments (`VStack`, not `VStack<…>`).
        let name: String

        var isPrimitive: Bool { primitive != nil }
        var isModifier: Bool { modifier != nil }
        var isList: Bool { list != nil }
    }

    private var known: [ObjectIdentifier: Facts] = [:]

    /// Set when a still's build met an `onAppear`: the screen changes as it appears, so the
    /// still is drawn at rest (`ScreenLayout`), not as first built.
    var changesOnAppear = false

    /// The facts of `view`'s type.
    ///
    /// Only the view's metatype is read, and the lookup takes the metatype: taking the view,
    /// the optimised build specialised the lookup for an opened view and then boxed the
    /// view again to read its type, an allocation on every call.
    @inline(__always)
    func of(_ view: any View) -> Facts { of(type: Swift.type(of: view)) }

    /// The facts of the view type `metatype`.
    func of(type metatype: any View.Type) -> Facts {
        let type = ObjectIdentifier(metatype)
        if let facts = known[type] { return facts }
        let facts = ViewTypeCatalogue.facts(of: metatype)
        known[type] = facts
        return facts
    }

    /// The type name of the view under any modifiers.
    func baseTypeName(of view: any View) -> String {
        var base = view
        var facts = of(base)
        while let modifier = facts.modifier {
            base = modifier.contentView(of: base)
            facts = of(base)
        }
        return facts.name
    }
}

/// The facts of every view type met so far in this process, shared by all builds on all
/// threads.
///
/// Why process-wide state in a project without any: it is a memo of a pure function of
/// the type (like the Swift runtime's own conformance cache) — an entry, once in, never
/// changes, and no caller can tell whether an answer came from it — so sharing it changes
/// no output, only how often the casts and type names are worked out.
enum ViewTypeCatalogue {
    /// The answers so far, behind a lock. @unchecked: `known` is only touched holding `lock`.
    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var known: [ObjectIdentifier: ViewTypeFacts.Facts] = [:]
    }

    private static let memo = Memo()

    /// The facts of the view type `metatype`.
    static func facts(of metatype: any View.Type) -> ViewTypeFacts.Facts {
        let type = ObjectIdentifier(metatype)
        if let known = memo.lock.withLock({ memo.known[type] }) { return known }
        // Worked out outside the lock (two threads may both do it; they get equal answers).
        let worked = ViewTypeFacts.Facts(primitive: metatype as? any PrimitiveView.Type, modifier: metatype as? any ModifierView.Type,
                                         list: metatype as? any ViewList.Type, distributing: metatype as? any ListDistributingModifier.Type,
                                         isTuple: metatype == TupleView.self, name: BuildContext.typeName(of: metatype))
        memo.lock.withLock { memo.known[type] = worked }
        return worked
    }
}
