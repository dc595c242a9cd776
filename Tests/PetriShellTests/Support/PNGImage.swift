import Foundation

/// A PNG decoded to its pixels, enough to read what a headless browser's screenshot shows: 8-bit
/// RGB or RGBA, not interlaced (what Chromium writes). Inflating its zlib stream is done here,
/// after RFC 1950 and 1951, so the tests need no image library.
struct PNGImage {
    /// A pixel's colour, 0 to 255 a channel.
    struct Pixel: Equatable, CustomStringConvertible {
        var red: Int
        var green: Int
        var blue: Int

        /// Its brightness, 0 (black) to 255 (white), as Rec. 601 weighs the channels.
        var luma: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }

        var description: String { "rgb(\(red), \(green), \(blue))" }
    }

    /// Why a file cannot be read as a PNG here.
    struct DecodingError: Error, CustomStringConvertible {
        var description: String
    }

    let width: Int
    let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    /// Decodes `data`.
    /// - Throws: ``DecodingError`` when it is not an 8-bit RGB or RGBA PNG without interlacing.
    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw DecodingError(description: "not a PNG: its signature is missing")
        }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(Self.bigEndian(bytes, at: offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw DecodingError(description: "chunk \(type) is cut") }
            switch type {
            case "IHDR": header = Array(bytes[body..<body + length])
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            if type == "IEND" { break }
            offset = body + length + 4
        }
        guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
        width = Int(Self.bigEndian(header, at: 0))
        height = Int(Self.bigEndian(header, at: 4))
        let (depth, colourType, interlace) = (header[8], header[9], header[12])
        guard depth == 8, colourType == 2 || colourType == 6, interlace == 0 else {
            throw DecodingError(
                description: "bit depth \(depth), colour type \(colourType), interlace \(interlace): not read here")
        }
        channels = colourType == 6 ? 4 : 3
        guard compressed.count > 2 else { throw DecodingError(description: "no image data") }
        var inflater = Inflater(Array(compressed.dropFirst(2)))  // the zlib header
        let raw = try inflater.inflate()
        pixels = try Self.unfiltered(raw, width: width, height: height, channels: channels)
    }

    /// The pixel at column `x`, row `y` (from the top left).
    func pixel(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * channels
        return Pixel(red: Int(pixels[index]), green: Int(pixels[index + 1]), blue: Int(pixels[index + 2]))
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The scanlines with their filters undone (PNG's filter types 0 to 4).
    private static func unfiltered(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else {
            throw DecodingError(description: "\(raw.count) bytes of image data for \(width)×\(height)")
        }
        var result = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let line = row * stride
            for column in 0..<stride {
                let value = Int(raw[source + column])
                let left = column >= channels ? Int(result[line + column - channels]) : 0
                let up = row > 0 ? Int(result[line - stride + column]) : 0
                let upLeft = row > 0 && column >= channels ? Int(result[line - stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw DecodingError(description: "unknown filter \(filter) on row \(row)")
                }
                result[line + column] = UInt8((value + predicted) & 0xFF)
            }
        }
        return result
    }
}
