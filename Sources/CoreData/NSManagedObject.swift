import Combine
import Foundation

/// Core Data's `NSManagedObject` on Linux: an entity's object, its attributes and
/// relationships kept by name in memory. Linux has no Objective-C runtime to implement
/// `@NSManaged` accessors, so a team's entity files type-check unchanged, and `proof previews`
/// compiles a copy whose `@NSManaged` properties read and write `value(forKey:)` (see
/// docs/SWIFTUI.md); code may also call `value(forKey:)` and `setValue(_:forKey:)` itself.
/// It is an `ObservableObject`, as Apple's is, so a view may observe one with `@ObservedObject`.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    private var values: [String: Any] = [:]
    /// Sends after each change of a value, for `publisher(for:)`.
    let didChange = PassthroughSubject<Void, Never>()
    /// The context the object was inserted into; nil once deleted.
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity in its context.
    public let objectID = NSManagedObjectID()
    /// Whether the object was inserted since its context last saved.
    public internal(set) var isInserted = false
    /// Whether the object was deleted from its context.
    public internal(set) var isDeleted = false
    /// Whether the object changed since its context last saved.
    public internal(set) var hasChanges = false
    /// Always false: objects here are never faults.
    public var isFault: Bool { false }

    /// The entity an object of this class belongs to: named after the class, as Xcode's
    /// generated classes are.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self), managedClass: self) }

    /// A request for every object of this entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// The object's entity.
    public var entity: NSEntityDescription {
        entityName.map { NSEntityDescription(name: $0, managedClass: type(of: self)) } ?? type(of: self).entity()
    }
    /// The entity's name when it was given by name (`insertNewObject(forEntityName:into:)`).
    var entityName: String?
    /// The name of the object's entity: the one it was made for, else its class's.
    var entityNameOrClass: String { entityName ?? String(describing: type(of: self)) }

    /// An object not in any context (`insert(_:)` puts it in one).
    public override init() { super.init() }

    /// A new object inserted into `context` (`Book(context: viewContext)`).
    public init(context: NSManagedObjectContext) {
        super.init()
        context.insert(self)
    }

    /// A new object of `entity`, inserted into `context` when one is given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        if let name = entity.name, name != String(describing: type(of: self)) { entityName = name }
        context?.insert(self)
    }

    /// The attribute or relationship called `key`; nil when never set. A key path with dots
    /// (`"author.name"`) follows relationships.
    open func value(forKey key: String) -> Any? {
        if let dot = key.firstIndex(of: ".") {
            let first = String(key[..<dot]), rest = String(key[key.index(after: dot)...])
            return (values[first] as? NSManagedObject)?.value(forKey: rest)
        }
        return values[key]
    }

    /// Sets the attribute or relationship called `key` (nil removes it), tells observers and
    /// marks the object changed.
    open func setValue(_ value: Any?, forKey key: String) {
        objectWillChange.send()
        values[key] = value
        hasChanges = true
        managedObjectContext?.noteChange(of: self)
        didChange.send()
    }

    /// `value(forKey:)`, as Core Data's primitive accessor.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    /// Sets the stored value without telling observers, as Core Data's primitive accessor.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// Kept for code that brackets its own changes; observers are told by `setValue`.
    open func willChangeValue(forKey key: String) {}
    /// Kept for code that brackets its own changes.
    open func didChangeValue(forKey key: String) {}
    /// Called once when the object is inserted into a context; override to set defaults.
    open func awakeFromInsert() {}
    /// Called once when the object is fetched; objects here are never fetched from disk.
    open func awakeFromFetch() {}
    /// Called before the object's context saves.
    open func willSave() {}
    /// Called after the object's context saved.
    open func didSave() {}
    /// Called before the object is deleted.
    open func prepareForDeletion() {}

    /// The to-many relationship `key` as a mutable set that writes back to the object.
    public func mutableSetValue(forKey key: String) -> NSMutableSet {
        let set = mutableCopy(of: key)
        values[key] = set
        return set
    }

    /// The stored value typed as `T`: a missing optional reads nil, a missing number reads zero
    /// and a missing flag false (what Core Data gives an unset scalar). The copy `proof previews`
    /// compiles reads every `@NSManaged` property through this.
    public func managedValue<T>(forKey key: String) -> T {
        if let value = values[key] as? T { return value }
        if let optional = T.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? T { return none }
        if let zero = T.self as? any AdditiveArithmetic.Type, let value = zero.zero as? T { return value }
        if let value = false as? T { return value }
        if let value = "" as? T { return value }
        fatalError("\(type(of: self)).\(key) was read before it was set and has no default; set it before reading it")
    }

    /// Stores `value` under `key` (nil removes it); the copy `proof previews` compiles writes
    /// every `@NSManaged` property through this.
    public func setManagedValue<T>(_ value: T, forKey key: String) {
        if let optional = value as? any _OptionalValue, optional.isNone { setValue(nil, forKey: key) } else { setValue(value, forKey: key) }
    }

    /// Adds `object` (or every element of a set given) to the to-many relationship `key`:
    /// what a generated `addToBooks(_:)` does.
    public func addManagedObjects(_ object: Any, toKey key: String) {
        let set = mutableCopy(of: key)
        if let many = object as? NSSet { for element in many { set.add(element) } } else { set.add(object) }
        setValue(set.copy(), forKey: key)
    }

    /// Removes `object` (or every element of a set given) from the to-many relationship `key`.
    public func removeManagedObjects(_ object: Any, fromKey key: String) {
        let set = mutableCopy(of: key)
        if let many = object as? NSSet { for element in many { set.remove(element) } } else { set.remove(object) }
        setValue(set.copy(), forKey: key)
    }

    private func mutableCopy(of key: String) -> NSMutableSet {
        let set = NSMutableSet()
        if let stored = values[key] as? NSSet { for element in stored { set.add(element) } }
        return set
    }

    func attach(to context: NSManagedObjectContext?) { managedObjectContext = context }
}

/// Core Data's `NSFetchRequestResult`: what a fetch request may return.
public protocol NSFetchRequestResult: AnyObject {}
extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}

/// An object's identity in its context.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// Whether the object was never saved (always: nothing is written to disk here).
    public var isTemporaryID: Bool { true }
}

/// Tells an optional's nil apart from a value, whatever its wrapped type.
protocol _OptionalValue { var isNone: Bool { get } }
extension Optional: _OptionalValue { var isNone: Bool { self == nil } }

/// What `publisher(for:)` is declared on: every managed object (a protocol, so the key path's
/// root is the object's own class).
public protocol ManagedObjectPublishing: NSManagedObject {}
extension NSManagedObject: ManagedObjectPublishing {}

extension ManagedObjectPublishing {
    /// Key-value observing's `publisher(for:)`: the value at `keyPath` now (with `.initial`,
    /// the default) and after each change of the object's values. Duplicates are not removed,
    /// as KVO's are not.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> AnyPublisher<Value, Never> {
        let changes = didChange.map { [unowned self] in self[keyPath: keyPath] }
        guard options.contains(.initial) else { return changes.eraseToAnyPublisher() }
        return changes.prepend(self[keyPath: keyPath]).eraseToAnyPublisher()
    }
}

/// Key-value observing's options, which swift-corelibs-foundation leaves out: what
/// `publisher(for:options:)` sends.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// The options `rawValue` holds.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value after each change.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The old value (the new one is sent here).
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The value at once, before any change.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Before each change as well (after only, here).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}
