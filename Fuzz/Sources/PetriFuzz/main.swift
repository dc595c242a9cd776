@_spi(Fuzzing) import PetriShell

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libFuzzer's driver, started from this executable's own main (SwiftPM names the entry point
// itself, so libFuzzer's `main` cannot be used): it calls `fuzzOneInput` once per input, on the
// main thread, with the target `PETRI_FUZZ_TARGET` names (see `FuzzTargets.names`).

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

let target = getenv("PETRI_FUZZ_TARGET").map { String(cString: $0) } ?? "words"
guard FuzzTargets.names.contains(target) else {
    print("error: PETRI_FUZZ_TARGET=\(target) is not a target; use one of \(FuzzTargets.names.joined(separator: ", "))")
    exit(2)
}

/// The longest one input may take, in milliseconds (`PETRI_FUZZ_MAX_MS`; libFuzzer's own
/// `-timeout` counts whole seconds): an input over it aborts, and libFuzzer keeps it as a crash.
let maximumMilliseconds = getenv("PETRI_FUZZ_MAX_MS").flatMap { Int(String(cString: $0)) }

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(
    runFuzzerDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let clock = ContinuousClock()
        let start = clock.now
        MainActor.assumeIsolated { FuzzTargets.run(target, bytes) }
        if let maximumMilliseconds, clock.now - start > .milliseconds(maximumMilliseconds) {
            print("error: an input of \(size) bytes took \(clock.now - start), over \(maximumMilliseconds) ms")
            abort()
        }
        return 0
    })
