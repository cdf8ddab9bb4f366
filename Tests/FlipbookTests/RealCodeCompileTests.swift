import Foundation
import Testing

/// Real-world SwiftUI code compiles against Flipbook unchanged (see `Tests/SwiftUIStyleSamples/Compiles`).
@Suite struct RealCodeCompileTests {
    @Test func tutorialAndModernPatternsCompileUnchanged() throws {
        let folder = SeedSampleHarness.styleSamplesDirectory.appendingPathComponent("Compiles")
        let errors = try SeedSampleHarness.typecheckErrors(of: folder)
        #expect(errors.isEmpty, "\(errors.prefix(20).joined(separator: "\n"))")
    }

    @Test func anAPIFlipbookLacksIsReportedAsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-missing-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\").noSuchModifier() } }\n"
            .write(to: folder.appendingPathComponent("Missing.swift"), atomically: true, encoding: .utf8)
        let errors = try SeedSampleHarness.typecheckErrors(of: folder)
        #expect(errors.contains { $0.hasPrefix("Missing.swift:2:") && $0.contains("noSuchModifier") }, "\(errors)")
    }
}
