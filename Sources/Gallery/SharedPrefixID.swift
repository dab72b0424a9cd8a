import Foundation

/// An element id as the inspector files store it: the first `shared` UTF-16 code units of the
/// previous element's id, then `tail` — `[shared, "tail"]` in JSON. A display list's ids are
/// paths (`AnyView/VoiceLog/VStack.1/MicRippleView.1/Circle`) and elements in paint order
/// share most of theirs, so this takes about a quarter off the inspector's bytes (7.8 of
/// 30 MB over all four apps). UTF-16, because the page rebuilds ids with JavaScript's
/// `slice`; a cut never falls inside a surrogate pair.
struct SharedPrefixID: Codable, Equatable {
    let shared: Int
    let tail: String

    /// `id` written against `previous`.
    init(_ id: String, after previous: String) {
        let a = Array(id.utf16), b = Array(previous.utf16)
        var n = 0
        while n < a.count, n < b.count, a[n] == b[n] { n += 1 }
        // Not between the two halves of a surrogate pair.
        if n > 0, n < a.count, UTF16.isTrailSurrogate(a[n]) { n -= 1 }
        shared = n
        tail = String(decoding: a[n...], as: UTF16.self)
    }

    /// The id, given the one before it; nil when it claims more than `previous` has.
    func id(after previous: String) -> String? {
        let b = Array(previous.utf16)
        guard shared >= 0, shared <= b.count else { return nil }
        return String(decoding: b[..<shared], as: UTF16.self) + tail
    }

    init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        shared = try c.decode(Int.self)
        tail = try c.decode(String.self)
        guard c.isAtEnd else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "an id is [shared, tail]") }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(shared)
        try c.encode(tail)
    }
}
