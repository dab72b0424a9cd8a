#if canImport(Glibc)
import Glibc
#endif

/// What every fuzz target's `@main` calls with its one function of the input bytes.
///
/// Built normally, the target replays: it runs the function on every file it is given
/// (corpus folders, single files) and then on seeded random mutations of them, and exits
/// 0 — or dies on the first crash, naming the input and saving its bytes. That is what
/// `make test` runs (docs/FUZZING.md). Built by `make fuzz` with `-D FUZZING` and
/// `-sanitize=fuzzer,address`, the same binary hands control to libFuzzer instead.
public enum FuzzEntry {
    /// libFuzzer's per-input callback type.
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func main(name: String, callback: Callback) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
        #else
        exit(Replay(name: name, callback: callback).run(arguments: Array(CommandLine.arguments.dropFirst())))
        #endif
    }
}

#if FUZZING
/// libFuzzer's entry for programs with their own `main` (SwiftPM names the executable's
/// entry `<Module>_main`, so libFuzzer's `main` cannot be used). Declared here because
/// no header of the toolchain declares it; every parameter is a plain pointer, passed
/// alike by the Swift and C conventions.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: FuzzEntry.Callback) -> Int32
#endif

/// A property every input must keep; stops the run with `message` when it does not.
/// (`precondition` would not do: optimised builds drop its message, and the fuzz build is
/// optimised.)
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
