/// Every check `proof check` runs, in the order it runs and prints them: the one list the
/// command line, its help, `--json`'s schema, `--merge`, the gallery and `--propose` read.
/// Adding a check: its file (a type conforming to `DesignCheck`), one line here, its tests.
package enum CheckRegistry {
    package static let all: [any DesignCheck.Type] = [
        ContrastRun.self,
        CrossfadeRun.self,
        BlurBudgetRun.self,
        DynamicTypeRun.self,
        OverlapRun.self,
        FoldRun.self,
        AccessibilityRun.self,
        TapTargetRun.self,
        ComponentRun.self,
        MotionRun.self,
    ]

    /// The checks' names, in `all`'s order.
    package static var names: [String] { all.map { $0.name } }

    /// The check named `name`, if there is one.
    package static func check(named name: String) -> (any DesignCheck.Type)? {
        all.first { $0.name == name }
    }
}
