import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookViews

extension SeedSampleHarness.Snapshot {
    /// The names of the picture files drawn, in drawing order.
    var pictures: [String] {
        var names: [String] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .image(let image): names.append(((image.file.path as NSString).lastPathComponent as NSString).deletingPathExtension)
                case .list(let nested), .effect(_, let nested): visit(nested)
                default: break
                }
            }
        }
        visit(displayList)
        return names
    }

    /// The in-plane rotation of a laid-out view's transform, in degrees (clockwise on screen is positive).
    func rotation(_ view: LaidOutView) -> Double {
        Double(atan2(view.transform.m12, view.transform.m11)) * 180 / .pi
    }

    var centreOfImage: CGPoint {
        let frame = views(ofType: "Image")[0].frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

/// The seed scenes of issue 4: pictures in perspective, a path to follow, sliders, symbols and 3-D rows.
@Suite("Seed samples: images, controls and perspective")
struct SeedSampleIssue4Tests {
    @Test func rotatingCardShowsTheRightFaceAndTurnsInThePlane() throws {
        let s = try seedSnapshots("RotatingCardRoot", 700, 700, script: "none", times: [0.5, 2.0, 4.0, 8.0])
        #expect(s[0.5]!.pictures == ["diamonds-7"])
        #expect(s[2.0]!.pictures == ["back"])
        #expect(s[4.0]!.pictures == ["clubs-8"])
        #expect(s[8.0]!.pictures == ["diamonds-6"])
        // At 4 s the flip is back at 0° and the in-plane turn (360° → 0° over 8 s) is at 180°.
        let card = s[4.0]!.views(ofType: "Image")[0]
        #expect(near(CGFloat(abs(s[4.0]!.rotation(card))), 180, 0.5), "two withAnimation blocks keep their own durations")
        #expect(near(card.frame.midX, 350, 0.5) && near(card.frame.midY, 350, 0.5))
    }

    @Test func commentFlipViewTurnsOnTapAndSwapsThePictureEdgeOn() throws {
        let s = try seedSnapshots("CommentFlipViewRoot", 400, 300, script: "tap 200,150 @0.5; tap 200,150 @2.5",
                                  times: [0.4, 0.55, 1.2, 2.4, 4.5])
        #expect(s[0.4]!.pictures == ["startrek"])
        #expect(s[0.55]!.pictures == ["startrek"], "just after the tap the card has not reached 90°")
        // Seen from behind, the card is mirrored: its x axis points left on screen.
        for time in [1.2, 2.4] {
            #expect(s[time]!.pictures == ["avatar"], "at \(time)")
            let card = s[time]!.views(ofType: "Image")[0]
            #expect(card.transform.m11 < -0.8, "at \(time) the card shows its back: m11 = \(card.transform.m11)")
            #expect(near(s[time]!.centreOfImage.x, 200, 2) && near(s[time]!.centreOfImage.y, 150, 2))
        }
        // The second tap lands on the flipped card and turns it back.
        #expect(s[4.5]!.pictures == ["startrek"])
        #expect(near(s[4.5]!.views(ofType: "Image")[0].transform.m11, 1, 0.01))
    }

    @Test func airplaneFollowsTheOvalNoseAlongTheTangent() throws {
        let s = try seedSnapshots("FollowEffectRoot", 400, 400, script: "none", times: [1, 2, 3])
        // The 300 × 300 frame is centred: its origin is at (50, 50).
        let expected: [Double: (CGPoint, Double)] = [1: (CGPoint(x: 200, y: 87.5), 0), 2: (CGPoint(x: 300, y: 200), 90),
                                                     3: (CGPoint(x: 200, y: 312.5), 180)]
        for (time, (centre, heading)) in expected {
            let plane = s[time]!.views(ofType: "Image")[0]
            let shown = s[time]!.centreOfImage
            #expect(near(shown.x, centre.x, 2) && near(shown.y, centre.y, 2), "at \(time): \(shown)")
            let angle = s[time]!.rotation(plane)
            let difference = abs(((angle - heading) + 540).truncatingRemainder(dividingBy: 360) - 180)
            #expect(difference < 5, "at \(time) the nose points at \(angle)°, not \(heading)°")
        }
    }

    @Test func sliderDragTurnsTheSmileyByHalfATurnPerUnit() throws {
        let rest = try seedSnapshots("SliderRotationRoot", 390, 400, script: "none", times: [0])[0]!
        let slider = rest.views(ofType: "Slider")[0].frame
        #expect(near(slider.minX, 16) && near(slider.width, 358))
        #expect(near(CGFloat(rest.rotation(rest.views(ofType: "Image")[0])), 0, 1e-6))
        let y = slider.midY
        let s = try seedSnapshots("SliderRotationRoot", 390, 400, script: "drag 30,\(y)->360,\(y) @0.5..1.5",
                                  times: [1.0, 1.6])
        // Halfway through the drag the thumb is at 165 of 330 pt of travel: value 0.5, a quarter turn.
        #expect(near(CGFloat(s[1.0]!.rotation(s[1.0]!.views(ofType: "Image")[0])), 90, 1))
        #expect(near(CGFloat(abs(s[1.6]!.rotation(s[1.6]!.views(ofType: "Image")[0]))), 180, 0.01))
        let thumb = s[1.6]!.fills { $0 == Color.white.resolved() }.last!
        #expect(near(thumb.midX, slider.maxX - 14, 0.5), "the thumb ends at the right end of the track")
    }

    @Test func buttonsMoveTheSliderButNeitherRotationInterpolates() throws {
        for root in ["SliderButtonsRoot", "CustomRotationModifierRoot"] {
            let s = try seedSnapshots(root, 390, 400, script: "tap \"Set to 1\" @0.5s; tap \"Set to 0\" @1.5s",
                                      times: [0.4, 0.6, 0.675, 0.8, 1.2, 1.6, 1.7, 2.2])
            for (time, snapshot) in s {
                #expect(near(CGFloat(snapshot.rotation(snapshot.views(ofType: "Image")[0])), 0, 1e-6), "\(root) at \(time)")
            }
            let thumbX = { (t: Double) in s[t]!.fills { $0 == Color.white.resolved() }.last!.midX }
            #expect(thumbX(0.4) < thumbX(0.6) && thumbX(0.6) < thumbX(1.2), "\(root): the thumb slides right")
            #expect(thumbX(2.2) < thumbX(1.7), "\(root): and back")
        }
    }

    @Test func customRotationEffectSwingsToMinusNinetyAndBack() throws {
        let s = try seedSnapshots("CustomRotationEffectRoot", 390, 400, script: "tap \"Set to 1\" @0.5s",
                                  times: [0.5, 0.675, 0.9])
        let angle = { (t: Double) in s[t]!.rotation(s[t]!.views(ofType: "Image")[0]) }
        #expect(near(CGFloat(angle(0.5)), 0, 1e-6))
        #expect(near(CGFloat(angle(0.675)), -90, 1), "easeInOut 0.35 s is halfway at 0.675 s: value 0.5")
        #expect(near(CGFloat(angle(0.9)), 0, 1e-6))
    }

    @Test func likeButtonJumpsAndSettles() throws {
        let s = try seedSnapshots("LikeButtonRoot", 390, 200, script: "tap \"like more\" @0.5s",
                                  times: [0.4, 0.5, 0.63, 1.2])
        #expect(s[0.5]!.text("likes: 1").count == 1)
        let size = { (t: Double) in s[t]!.views(ofType: "Image")[0].frame.width }
        #expect(size(0.63) > size(0.4) * 1.6, "the thumb grows towards 2× near the peak")
        #expect(near(size(1.2), size(0.4), 0.5), "and is back at rest")
        #expect(s[0.63]!.rotation(s[0.63]!.views(ofType: "Image")[0]) > 30)
    }

    @Test func jumpyMenuTiltsTheTappedRowAndJumpsTheDot() throws {
        let s = try seedSnapshots("JumpyMenuRoot", 360, 320, script: "tap (180, 180) @0.5s", times: [0.4, 0.63, 1.6])
        let dot = { (t: Double) in s[t]!.views(ofType: "Circle")[0].frame }
        #expect(near(dot(0.4).midY, 60, 1), "the dot starts at the first row")
        #expect(near(dot(1.6).midY, 180, 1), "and ends at the tapped fourth row")
        #expect(dot(0.63).midX < dot(0.4).midX - 35, "jumping left at mid-animation")
        #expect(near(dot(1.6).midX, dot(0.4).midX, 1))
        // Rows turned about their vertical axis look narrower; the tapped one (−30°) more than the others (5°).
        let rows = s[1.6]!.views(ofType: "_Rotation3DEffect").map(\.frame.width)
        try #require(rows.count == 6)
        #expect(rows[3] < rows[0] - 10 && rows.enumerated().filter { $0.offset != 3 }.allSatisfy { abs($0.element - rows[0]) < 0.5 })
    }
}
