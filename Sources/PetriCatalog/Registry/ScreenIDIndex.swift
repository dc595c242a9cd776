/// Where each registered screen's id is in the catalog's entries: an open-addressing hash table
/// built for the catalog's one pattern, appending ids in registration order and looking them up.
///
/// A `[String: Int]` did the same, but registering ten thousand literal screens spent 8% of
/// the start-up in it: SipHash over each id, and rehashing every id each time the table grew.
/// Here an id is hashed once, a word at a time, and its hash is kept, so growing moves numbers.
/// Ids come from the app's own code, so the hash need not resist chosen collisions.
struct ScreenIDIndex {
    /// The ids, in registration order: position `i` is the catalog's entry `i`.
    private var ids: [String] = []
    /// The hash of each id, by position.
    private var hashes: [UInt64] = []
    /// Position + 1 of the id that hashed to each slot, 0 for an empty slot; a power of two
    /// long, at most half full.
    private var slots = [UInt32](repeating: 0, count: 16)

    var count: Int { ids.count }

    /// The position of `id`, or `nil` when it is not registered.
    func position(of id: String) -> Int? {
        probe(for: id, hash: Self.hash(of: id)).position
    }

    /// Appends `id` at the next position and returns `nil`, or returns the position it already
    /// has and changes nothing.
    mutating func append(_ id: String) -> Int? {
        if (ids.count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(of: id)
        let (slot, position) = probe(for: id, hash: hash)
        if let position { return position }
        slots[slot] = UInt32(ids.count + 1)
        ids.append(id)
        hashes.append(hash)
        return nil
    }

    /// The slot holding `id`'s position, or the empty slot where it would go.
    private func probe(for id: String, hash: UInt64) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if hashes[position] == hash && ids[position] == id { return (slot, position) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Twice the slots, each position placed again by its kept hash.
    private mutating func grow() {
        var grown = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for (position, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = UInt32(position + 1)
        }
        slots = grown
    }

    /// A 64-bit hash of `id` that agrees with `==`, which compares strings by canonical
    /// equivalence: an ASCII id's UTF-8 bytes, eight at a time. An id with other characters is
    /// either equivalent to an ASCII one — it holds one of the three characters whose canonical
    /// form is ASCII, and the hash is that ASCII form's — or only to ids with other characters
    /// too, and the standard library's hash, which normalizes, is taken.
    static func hash(of id: String) -> UInt64 {
        let ascii = id.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            bytes.allSatisfy { $0 < 0x80 } ? hash(of: UnsafeRawBufferPointer(bytes)) : nil
        }
        if let ascii, let hash = ascii { return hash }
        var asciiForm: [UInt8] = []
        for scalar in id.unicodeScalars {
            if scalar.isASCII {
                asciiForm.append(UInt8(scalar.value))
            } else if let equivalent = asciiEquivalents[scalar.value] {
                asciiForm.append(equivalent)
            } else {
                return mix(UInt64(UInt(bitPattern: id.hashValue)))
            }
        }
        return asciiForm.withUnsafeBytes { hash(of: $0) }
    }

    /// The characters whose canonical form is a single ASCII character (Unicode's canonical
    /// singletons; the stability policy keeps them): KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA.
    private static let asciiEquivalents: [UInt32: UInt8] = [
        0x212A: UInt8(ascii: "K"), 0x037E: UInt8(ascii: ";"), 0x1FEF: UInt8(ascii: "`"),
    ]

    private static func hash(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(mix(hash ^ tail))
    }

    /// SplitMix64's finalizer: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
