// SwiftData's schema types: what a team's model files name to describe their store. An
// in-memory store needs no migration, so versions and plans are kept for what they say.

/// SwiftData's `Schema`: the model types a container stores.
public final class Schema: @unchecked Sendable {
    /// The model types, in the order given.
    public let entities: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Version

    /// A schema of `types` (`Schema([Bird.self, Backyard.self])`).
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        entities = types
        self.version = version
    }
    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }
    /// The models of a versioned schema.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// A schema's semantic version.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        /// Major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int
        /// `Schema.Version(1, 0, 0)`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        /// By major, then minor, then patch.
        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
        /// `1.0.0`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// Names under `Schema.Attribute`.
    public enum Attribute {
        /// How an attribute is stored (`@Attribute(.unique)`).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique across the model's instances.
            public static let unique = Option(name: "unique")
            /// Large data kept beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted when synced with CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked but not persisted.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// Stored through a value transformer.
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:" + transformerName) }
        }
    }

    /// Names under `Schema.Relationship`.
    public enum Relationship {
        /// How a relationship is stored.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique.
            public static let unique = Option(name: "unique")
        }
        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: Hashable, Sendable {
            /// Deletes them too.
            case cascade
            /// Refuses while any remain.
            case deny
            /// Leaves them as they are.
            case noAction
            /// Clears their reference to the deleted model.
            case nullify
        }
    }
}

/// SwiftData's `VersionedSchema`: one version of an app's models.
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The model types of that version.
    static var models: [any PersistentModel.Type] { get }
}

/// SwiftData's `SchemaMigrationPlan`: how a store moves between schema versions.
public protocol SchemaMigrationPlan {
    /// Every version, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}

/// SwiftData's `MigrationStage`: one step of a migration plan. An in-memory store starts
/// empty at the newest version, so no stage ever runs.
public enum MigrationStage: @unchecked Sendable {
    /// A step SwiftData infers.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A step with code before and after it.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

/// SwiftData's `ModelConfiguration`: where and how a container keeps its models. Every
/// store here is in memory — a still draws what its code put in, as a fresh install would —
/// so the options are kept for what they say.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public let name: String
    /// Whether the app asked for an in-memory store (every store here is).
    public let isStoredInMemoryOnly: Bool
    /// Whether saving is allowed.
    public let allowsSave: Bool

    /// A configuration (`ModelConfiguration(isStoredInMemoryOnly: true)`).
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }
    /// A configuration whose store lives at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
    }

    /// The app group whose container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        /// The app's first app group, if any.
        public static let automatic = GroupContainer(identifier: nil)
        /// No app group.
        public static let none = GroupContainer(identifier: "")
        /// The app group `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The CloudKit database the store syncs with.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        /// The app's first CloudKit container, if any.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No syncing.
        public static let none = CloudKitDatabase(identifier: "")
        /// The private database of `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(identifier: containerIdentifier) }
    }
}
