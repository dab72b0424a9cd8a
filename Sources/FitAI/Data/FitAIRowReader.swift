import Foundation
import Tokens

/// Reads one row (a JSON object) of a table: each column by its seed name, checked for
/// type and range, every problem recorded at its JSON pointer with what was expected.
/// A getter returns nil (and records why) when the value is unusable; `isValid` says
/// whether the row as a whole can be kept.
struct FitAIRowReader {
    let file: String
    let pointer: JSONPointer
    private let values: [String: JSONValue]
    private(set) var errors: [FitAIDataError] = []

    /// Records a problem when `value` is not an object or has a column the table lacks.
    init(_ value: JSONValue, at pointer: JSONPointer, file: String, columns: [String], table: String) {
        self.file = file; self.pointer = pointer
        guard let members = value.objectMembers else {
            errors.append(FitAIDataError(file: file, location: .pointer(pointer),
                                         message: "expected a row of \(table) (an object), got \(value.excerpt)"))
            values = [:]
            return
        }
        var values: [String: JSONValue] = [:]
        for (key, member) in members {
            if columns.contains(key) {
                values[key] = member
            } else {
                errors.append(FitAIDataError(file: file, location: .pointer(pointer.appending(key)),
                                             message: "\(table) has no column \"\(key)\"; remove it or fix its name (the seed's columns: \(columns.joined(separator: ", ")))"))
            }
        }
        self.values = values
    }

    var isValid: Bool { errors.isEmpty }

    private mutating func fail(_ key: String, _ expected: String, got value: JSONValue?) {
        let at = value == nil ? pointer : pointer.appending(key)
        let message = value.map { "expected \(expected), got \($0.excerpt)" } ?? "missing column \"\(key)\" (\(expected))"
        errors.append(FitAIDataError(file: file, location: .pointer(at), message: message))
    }

    mutating func record(_ key: String, _ message: String) {
        errors.append(FitAIDataError(file: file, location: .pointer(pointer.appending(key)), message: message))
    }

    /// The value of an optional column: nil when absent or null.
    private func present(_ key: String) -> JSONValue? {
        guard let v = values[key], v != .null else { return nil }
        return v
    }

    mutating func string(_ key: String, nonEmpty: Bool = true) -> String? {
        guard case .string(let s)? = values[key], !nonEmpty || !s.isEmpty else {
            fail(key, nonEmpty ? "a non-empty string" : "a string", got: values[key]); return nil
        }
        return s
    }

    mutating func optionalString(_ key: String) -> String? {
        guard let v = present(key) else { return nil }
        guard case .string(let s) = v else { fail(key, "a string or null", got: v); return nil }
        return s
    }

    mutating func uuid(_ key: String) -> String? {
        guard case .string(let s)? = values[key], UUID(uuidString: s) != nil else {
            fail(key, "a UUID (8-4-4-4-12 hex digits)", got: values[key]); return nil
        }
        return s.lowercased()
    }

    mutating func optionalUUID(_ key: String) -> String? {
        guard let v = present(key) else { return nil }
        guard case .string(let s) = v, UUID(uuidString: s) != nil else {
            fail(key, "a UUID (8-4-4-4-12 hex digits) or null", got: v); return nil
        }
        return s.lowercased()
    }

    mutating func bool(_ key: String) -> Bool? {
        guard case .bool(let b)? = values[key] else { fail(key, "true or false", got: values[key]); return nil }
        return b
    }

    /// A number in `range`; `unit` is said in the message ("kcal", "g", "kg").
    mutating func number(_ key: String, _ range: ClosedRange<Double>, unit: String) -> Double? {
        guard case .number(let n)? = values[key], range.contains(n) else {
            fail(key, Self.expectedNumber(range, unit: unit, whole: false), got: values[key]); return nil
        }
        return n
    }

    mutating func optionalNumber(_ key: String, _ range: ClosedRange<Double>, unit: String) -> Double? {
        guard let v = present(key) else { return nil }
        guard case .number(let n) = v, range.contains(n) else {
            fail(key, Self.expectedNumber(range, unit: unit, whole: false) + " or null", got: v); return nil
        }
        return n
    }

    mutating func integer(_ key: String, _ range: ClosedRange<Int>, unit: String) -> Int? {
        let r = Double(range.lowerBound)...Double(range.upperBound)
        guard case .number(let n)? = values[key], r.contains(n), n == n.rounded() else {
            fail(key, Self.expectedNumber(r, unit: unit, whole: true), got: values[key]); return nil
        }
        return Int(n)
    }

    mutating func optionalInteger(_ key: String, _ range: ClosedRange<Int>, unit: String) -> Int? {
        guard let v = present(key) else { return nil }
        let r = Double(range.lowerBound)...Double(range.upperBound)
        guard case .number(let n) = v, r.contains(n), n == n.rounded() else {
            fail(key, Self.expectedNumber(r, unit: unit, whole: true) + " or null", got: v); return nil
        }
        return Int(n)
    }

    mutating func date(_ key: String) -> FitAIDate? {
        guard case .string(let s)? = values[key], let d = FitAIDate(iso: s) else {
            fail(key, "a date YYYY-MM-DD", got: values[key]); return nil
        }
        return d
    }

    mutating func optionalDate(_ key: String) -> FitAIDate? {
        guard let v = present(key) else { return nil }
        guard case .string(let s) = v, let d = FitAIDate(iso: s) else {
            fail(key, "a date YYYY-MM-DD or null", got: v); return nil
        }
        return d
    }

    mutating func timestamp(_ key: String) -> String? {
        guard case .string(let s)? = values[key], FitAITimestamp.isValid(s) else {
            fail(key, "an ISO 8601 timestamp such as 2025-09-01T08:30:00Z", got: values[key]); return nil
        }
        return s
    }

    mutating func mealType(_ key: String) -> FitAIMealType? {
        guard case .string(let s)? = values[key], let m = FitAIMealType(rawValue: s) else {
            fail(key, "one of breakfast, lunch, dinner, snack", got: values[key]); return nil
        }
        return m
    }

    private static func expectedNumber(_ range: ClosedRange<Double>, unit: String, whole: Bool) -> String {
        func text(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
        return "\(whole ? "a whole number" : "a number") from \(text(range.lowerBound)) to \(text(range.upperBound))\(unit.isEmpty ? "" : " " + unit)"
    }
}

/// The seed's timestamps: `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or `±HH:MM`.
enum FitAITimestamp {
    static func isValid(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count >= 20, b.count <= 40, FitAIDate(iso: String(decoding: b[0..<10], as: UTF8.self)) != nil,
              b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " ") else { return false }
        func number(_ r: Range<Int>, max: Int) -> Bool {
            var n = 0
            for c in b[r] {
                guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return false }
                n = n * 10 + Int(c - UInt8(ascii: "0"))
            }
            return n <= max
        }
        guard number(11..<13, max: 23), b[13] == UInt8(ascii: ":"), number(14..<16, max: 59),
              b[16] == UInt8(ascii: ":"), number(17..<19, max: 60) else { return false }
        var i = 19
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
            guard i > start else { return false }
        }
        if i == b.count - 1 { return b[i] == UInt8(ascii: "Z") }
        guard b.count - i == 6, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"),
              number(i + 1..<i + 3, max: 23), b[i + 3] == UInt8(ascii: ":"), number(i + 4..<i + 6, max: 59)
        else { return false }
        return true
    }
}
