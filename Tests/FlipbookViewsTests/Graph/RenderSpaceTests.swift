import Foundation
import Testing
@testable import FlipbookViews

/// The two mappings of a boundary space: drawing sees every effect, layout skips those ignored by layout.
@Suite struct RenderSpaceTests {
    private let shift = ProjectionTransform(CGAffineTransform(translationX: 5, y: 7))
    private let spin = ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2))

    @Test func anEffectThatAffectsLayoutIsSeenByBoth() {
        let space = RenderSpace.root.entering(origin: CGPoint(x: 10, y: 20), effect: spin)
        let expected = spin.concatenating(ProjectionTransform(CGAffineTransform(translationX: 10, y: 20)))
        #expect(space.transform == expected)
        #expect(space.layoutTransform == expected)
    }

    @Test func anIgnoredEffectIsDrawnButNotSeenByLayoutBelowIt() {
        let ignored = RenderSpace.root.entering(origin: CGPoint(x: 10, y: 20), effect: spin, affectsLayout: false)
        #expect(ignored.layoutTransform == ProjectionTransform(CGAffineTransform(translationX: 10, y: 20)))
        #expect(ignored.transform != ignored.layoutTransform)
        // A child boundary further in: layout keeps skipping the ignored effect; drawing keeps applying it.
        let child = ignored.entering(origin: CGPoint(x: 1, y: 2))
        #expect(child.layoutTransform == ProjectionTransform(CGAffineTransform(translationX: 11, y: 22)))
        #expect(child.transform == ProjectionTransform(CGAffineTransform(translationX: 1, y: 2))
            .concatenating(ignored.transform))
    }

    @Test func enteringWithoutAnEffectIsEnteringWithTheIdentity() {
        // In perspective, with a separate layout mapping: the translation-only path gives the same mappings as the
        // full products with an identity effect.
        var tilted = RenderSpace.root.entering(origin: CGPoint(x: 3, y: 4), effect: spin, affectsLayout: false)
        var perspective = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 0.5))
        perspective.m13 = 0.002
        perspective.m23 = -0.001
        tilted.transform = perspective.concatenating(tilted.transform)
        let fast = tilted.entering(origin: CGPoint(x: 12.5, y: -7))
        let full = tilted.entering(origin: CGPoint(x: 12.5, y: -7), effect: ProjectionTransform())
        #expect(fast == full)
        #expect(fast.layoutTransform == full.layoutTransform && fast.transform != fast.layoutTransform)
    }

    @Test func settingOneMappingLeavesTheOther() {
        var space = RenderSpace.root
        space.transform = shift
        #expect(space.layoutTransform == ProjectionTransform())
        space.layoutTransform = spin
        #expect(space.transform == shift)
        space.transform = spin
        #expect(space.layoutTransform == spin)
        // Equal mappings compare equal however they were reached.
        var direct = RenderSpace.root
        direct.transform = spin
        direct.layoutTransform = spin
        #expect(space == direct)
        #expect(space.fingerprint == direct.fingerprint)
        #expect(space.fingerprint != RenderSpace.root.fingerprint)
    }
}
