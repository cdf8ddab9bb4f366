import Testing
@testable import FlipbookViews

/// Symbol names resolve to the glyphs drawn for them.
@Suite struct SymbolCatalogTests {
    @Test func iOS18ArrowNamesDrawTheirOlderNamesGlyphs() {
        let renamed = ["arrow.trianglehead.clockwise": "arrow.clockwise",
                       "arrow.trianglehead.counterclockwise": "arrow.counterclockwise",
                       "arrow.trianglehead.2.clockwise.rotate.90": "arrow.triangle.2.circlepath",
                       "arrow.trianglehead.branch": "arrow.triangle.branch",
                       "arrow.trianglehead.turn.up.right.diamond": "arrow.triangle.turn.up.right.diamond"]
        for (new, old) in renamed {
            #expect(SymbolCatalog.entry(named: new) != nil, "\(new)")
            #expect(SymbolCatalog.entry(named: new) == SymbolCatalog.entry(named: old), "\(new) draws as \(old)")
        }
        #expect(SymbolCatalog.entry(named: "arrow.trianglehead.sideways") == nil, "an unknown name has no glyph")
    }

    @Test func backwardAndForwardNamesDrawTheirLeftAndRightGlyphs() {
        #expect(SymbolCatalog.entry(named: "arrowshape.backward.fill")?.iconName == "arrow-left-bold")
        #expect(SymbolCatalog.entry(named: "arrowshape.forward")?.iconName == "arrow-right-bold")
        #expect(SymbolCatalog.entry(named: "arrowshape.turn.up.backward")?.iconName == "reply")
        let circled = SymbolCatalog.entry(named: "arrowshape.backward.circle")
        #expect(circled?.iconName == "arrow-left-bold" && circled?.enclosure?.isFilled == false, "composed as the left one is")
        #expect(SymbolCatalog.entry(named: "arrow.down.forward.and.arrow.up.backward")?.iconName == "arrow-compress",
                "a name of its own keeps its glyph")
    }

    @Test func aBareExclamationMarkIsNotCircledAndWorkoutFiguresHaveGlyphs() {
        #expect(SymbolCatalog.entry(named: "exclamationmark")?.iconName == "exclamation")
        #expect(SymbolCatalog.entry(named: "exclamationmark.circle")?.iconName == "alert-circle-outline")
        for name in ["figure.badminton", "figure.climbing", "figure.cooldown", "figure.strengthtraining.traditional",
                     "figure.outdoor.cycle", "figure.tennis", "figure.soccer", "figure.yoga"] {
            #expect(SymbolCatalog.entry(named: name) != nil, "\(name)")
        }
        #expect(SymbolCatalog.entry(named: "figure.climbing.circle.fill")?.enclosure != nil, "enclosed in a filled circle")
    }

    @Test func enclosedNamesWithoutAnEnclosedGlyphAreComposedInTheirShape() {
        // The table's glyphs for these were the bare glyph (a bolt without its circle) or a square for a circle.
        for name in ["heart.circle.fill", "heart.circle", "bolt.circle", "camera.circle.fill", "lock.circle"] {
            #expect(SymbolCatalog.entry(named: name)?.enclosure != nil, "\(name)")
        }
        #expect(SymbolCatalog.entry(named: "heart.circle.fill")?.codepoint == SymbolCatalog.entry(named: "heart.fill")?.codepoint)
        #expect(SymbolCatalog.entry(named: "checkmark.circle.fill")?.enclosure == nil, "a glyph of its own is kept")
        // A seal (a verified badge) is a check in an octagon, filled or outlined: the font has no scalloped seal.
        let seal = SymbolCatalog.entry(named: "checkmark.seal.fill")
        #expect(seal?.iconName == "check" && seal?.enclosure == SymbolCatalog.Enclosure(codepoint: 0xF3C3, isFilled: true))
        #expect(SymbolCatalog.entry(named: "checkmark.seal")?.enclosure == SymbolCatalog.Enclosure(codepoint: 0xF3C4, isFilled: false))
    }

    /// Where the font has both forms, the outline name draws the outline and `.fill` the filled glyph: a filled sun
    /// is a disc with rays, not the outlined sun.
    @Test func outlineAndFilledNamesDrawTheirOwnForms() {
        let pairs = ["sun.max": ("weather-sunny", "white-balance-sunny"), "sun.min": ("weather-sunny", "white-balance-sunny"),
                     "person": ("account-outline", "account"), "mic": ("microphone-outline", "microphone"),
                     "heart": ("heart-outline", "heart"), "star": ("star-outline", "star")]
        for (name, forms) in pairs {
            #expect(SymbolCatalog.entry(named: name)?.iconName == forms.0, "\(name)")
            #expect(SymbolCatalog.entry(named: name + ".fill")?.iconName == forms.1, "\(name).fill")
        }
    }

    /// `sparkles`, which the icon font has nothing like, is drawn as three four-pointed stars filling the symbol's
    /// ink box (it was a magic wand).
    @MainActor @Test func sparklesAreDrawnStars() throws {
        #expect(SymbolCatalog.entry(named: "sparkles")?.drawnShape == .sparkles)
        #expect(SymbolCatalog.entry(named: "sparkle")?.drawnShape == .sparkle)
        let bounds = SymbolCatalog.DrawnShape.sparkles.path(in: CGRect(x: 0, y: 0, width: 24, height: 24)).boundingRect
        #expect(abs(bounds.minX) < 0.01 && abs(bounds.maxX - 24 * 0.98) < 0.01 && abs(bounds.minY - 24 * 0.02) < 0.01,
                "\(bounds)")
        let graph = ViewGraph(rootView: Image(systemName: "sparkles").font(.system(size: 50)).foregroundStyle(.indigo),
                              size: CGSize(width: 100, height: 100))
        let image = try #require(graph.laidOutViews.first { $0.type == "Image" }).frame
        let ink = try #require(graph.fills(of: .indigo).first)
        // Compared edge by edge: Foundation on Linux's `CGRect.contains(_:)` misses by a rounding error.
        #expect(ink.minX >= image.minX && ink.maxX <= image.maxX && ink.minY >= image.minY && ink.maxY <= image.maxY,
                "\(ink) in \(image)")
        #expect(ink.width > image.width * 0.7, "\(ink) in \(image)")
        // A drawn entry survives `#require`, whose result the stored-enum version of `drawnShape` crashed.
        #expect(try #require(SymbolCatalog.entry(named: "sparkles")).drawnShape == .sparkles)
    }

    /// The suits of playing cards, which the icon font has only as a pair of cards and a gem, are drawn: filled
    /// shapes, and outlines of them for the names without `.fill`.
    @MainActor @Test func cardSuitsAreDrawnShapes() {
        let names: [(String, SymbolCatalog.DrawnShape)] = [
            ("suit.spade.fill", .spade), ("suit.club.fill", .club), ("suit.diamond.fill", .diamond),
            ("suit.spade", .spadeOutline), ("suit.club", .clubOutline), ("suit.diamond", .diamondOutline)]
        for (name, shape) in names { #expect(SymbolCatalog.entry(named: name)?.drawnShape == shape, "\(name)") }
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        func inked(_ shape: SymbolCatalog.DrawnShape, _ x: CGFloat, _ y: CGFloat) -> Bool {
            shape.path(in: box).contains(CGPoint(x: x, y: y), eoFill: false)
        }
        // Solid where the leaves meet and down the stem; clear beside the stem and at the box's corners.
        #expect(inked(.club, 50, 50) && inked(.club, 45, 50) && inked(.club, 55, 50) && inked(.club, 50, 95))
        #expect(!inked(.club, 20, 95) && !inked(.club, 3, 3))
        #expect(inked(.spade, 50, 40) && inked(.spade, 50, 95) && !inked(.spade, 20, 95) && !inked(.spade, 10, 10))
        #expect(inked(.diamond, 50, 50) && !inked(.diamond, 10, 10) && !inked(.diamond, 90, 90))
        // An outline is ink along the edge and clear inside.
        #expect(!inked(.diamondOutline, 50, 50) && inked(.diamondOutline, 50, 1) && inked(.spadeOutline, 50, 3))
        #expect(!inked(.spadeOutline, 50, 50) && !inked(.clubOutline, 50, 25))
    }
}
