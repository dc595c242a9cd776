/// DEFLATE (RFC 1951) inflated: stored, fixed-Huffman and dynamic-Huffman blocks, for
/// ``PNGImage``.
struct Inflater {
    /// A canonical Huffman code: how many codes each length has, and the symbols by code.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    init(_ input: [UInt8]) {
        self.input = input
    }

    mutating func inflate() throws -> [UInt8] {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codes(literals: literals, distances: distances)
            default: throw PNGImage.DecodingError(description: "invalid DEFLATE block type")
            }
        }
        return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw PNGImage.DecodingError(description: "DEFLATE data is cut") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGImage.DecodingError(description: "stored block is cut") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw PNGImage.DecodingError(description: "stored block is cut") }
        output += input[position..<position + length]
        position += length
    }

    private mutating func decode(_ code: Huffman) throws -> Int {
        var value = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw PNGImage.DecodingError(description: "invalid Huffman code")
    }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtras = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtras = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static let fixedLiterals = Huffman(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

    private mutating func codes(literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBases.count else {
                    throw PNGImage.DecodingError(description: "invalid length symbol \(symbol)")
                }
                let length = Self.lengthBases[index] + (try bits(Self.lengthExtras[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < Self.distanceBases.count else {
                    throw PNGImage.DecodingError(description: "invalid distance symbol \(distanceSymbol)")
                }
                let distance = Self.distanceBases[distanceSymbol] + (try bits(Self.distanceExtras[distanceSymbol]))
                guard distance <= output.count else {
                    throw PNGImage.DecodingError(description: "distance \(distance) before the start")
                }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    private mutating func dynamicCodes() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw PNGImage.DecodingError(description: "a repeat with nothing before it")
                }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (
            Huffman(lengths: Array(lengths.prefix(literalCount))),
            Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
        )
    }
}
