import Foundation
import PetriSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a script's text, and when it cannot, says why in the system's words
/// (`cannot read missing.petri: No such file or directory`): the path whole, as typed, so it
/// can be copied.
enum ScriptFile {
    /// Why a script could not be read.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        var path: String
        /// The system's reason (`strerror`).
        var reason: String
        var description: String { "cannot read \(UserText.printable(path)): \(reason)" }
    }

    /// The text of the file at `path`, decoded as UTF-8 (malformed bytes replaced).
    /// - Throws: ``ReadError`` with the system's reason: no such file, permission denied, a
    ///   directory.
    static func read(_ path: String) throws(ReadError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `read(2)`, named apart from ``read(_:)``.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
