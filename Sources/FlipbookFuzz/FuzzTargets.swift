// Fuzz targets for the parsers that read what users and pages type, and for the path operations on what the path
// parser reads (see scripts/fuzz): each reads one input and must answer with a value or an error, never trap,
// hang or grow without bound. Built with libFuzzer only by scripts/fuzz (which defines FLIPBOOK_FUZZING); a plain
// build makes a program that says so.
import Foundation
import Flipbook
import FlipbookPreview
import FlipbookTools
import FlipbookViews

/// The parsers under test, by the name scripts/fuzz gives them.
enum FuzzTarget: String, CaseIterable {
    case expression, script, path, message, colorset

    /// Runs the parser on one input; an error is an answer, a trap is a finding.
    @MainActor
    func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .expression:
            _ = try? AnimationExpression.parse(text)
        case .script:
            _ = try? InteractionScript(parsing: text)
        case .path:
            if let path = Path(text) {
                _ = path.boundingRect
                _ = path.description
                // The boolean operations take any path: against a fixed shape, itself moved, and alone.
                let disc = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
                _ = path.union(disc)
                _ = path.symmetricDifference(path.offsetBy(dx: 7, dy: 3), eoFill: true)
                _ = path.normalized()
                _ = path.lineSubtraction(disc)
            }
        case .message:
            _ = parsesAsPreviewCommand(text)
        case .colorset:
            _ = try? ColorSetReader.color(named: "Fuzz", json: data)
        }
    }

    /// Where each input is written before it runs (FLIPBOOK_FUZZ_INPUT_FILE), so that an input that hangs past
    /// libFuzzer's timeout can still be found after the run is killed: under AddressSanitizer, libFuzzer's timeout
    /// report can deadlock in the allocator it interrupted.
    static let inputFile: URL? = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_INPUT_FILE"]
        .map { URL(fileURLWithPath: $0) }

    /// The target named by FLIPBOOK_FUZZ_TARGET.
    static var selected: FuzzTarget? {
        ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))
    }
}

#if FLIPBOOK_FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, let target = FuzzTarget.selected else { return 0 }
    let data = Data(bytes: bytes, count: count)
    if let inputFile = FuzzTarget.inputFile { try? data.write(to: inputFile) }
    MainActor.assumeIsolated { target.run(data) }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The program's entry (SwiftPM makes `main` this symbol): libFuzzer's driver, with its usual options.
@_cdecl("FlipbookFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    guard FuzzTarget.selected != nil else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set FLIPBOOK_FUZZ_TARGET to one of: \(names)\n".utf8))
        return 2
    }
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in fuzzOneInput(bytes, size) }
}
#else
@main
enum FuzzProgram {
    static func main() {
        FileHandle.standardError.write(Data("FlipbookFuzz runs under libFuzzer: use scripts/fuzz\n".utf8))
        exit(2)
    }
}
#endif
