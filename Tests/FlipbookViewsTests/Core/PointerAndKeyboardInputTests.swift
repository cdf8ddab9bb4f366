import Testing
@testable import FlipbookViews

/// Keyboard modifiers and coordinate-space queries that pasted code reads (no keyboard reaches a host).
@Suite struct PointerAndKeyboardInputTests {
    @Test func everyModifierIsItsOwnFlagAndAllHoldsThemAll() {
        let each: [EventModifiers] = [.command, .shift, .option, .control, .capsLock, .numericPad, .function]
        #expect(Set(each.map(\.rawValue)).count == each.count, "no two modifiers share a flag")
        #expect(each.allSatisfy { EventModifiers.all.contains($0) })
        #expect(!EventModifiers.command.contains(.shift))
    }

    @Test func aCoordinateSpaceSaysWhetherItIsGlobalOrLocal() {
        #expect(CoordinateSpace.global.isGlobal && !CoordinateSpace.global.isLocal)
        #expect(CoordinateSpace.local.isLocal && !CoordinateSpace.local.isGlobal)
        #expect(!CoordinateSpace.named("card").isGlobal && !CoordinateSpace.named("card").isLocal)
    }
}
