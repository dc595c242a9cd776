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

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { FuzzTargets.run(target, bytes) }
    return 0
})
