import Flipbook

/// A scene of the gallery: a root view, its canvas and the interactions that show it off.
public struct GalleryScene: Sendable {
    public let name: String
    public let summary: String
    public let size: CGSize
    /// Interactions, in `--script` notation.
    public let script: String
    /// How long the scene takes to show what it shows, with its script.
    public let duration: TimeInterval
    /// The folders `Image("name")` and `Color("Name")` look in (a user's asset catalogs).
    public let resources: [URL]
    let makeView: @MainActor @Sendable () -> AnyView

    /// A scene named `name` showing the view `makeView` makes on a canvas of `size` points, played with
    /// `script` (`--script` notation; "none" for none) for `duration` seconds, finding pictures and colour sets
    /// in `resources`.
    public init(name: String, summary: String, size: CGSize, script: String, duration: TimeInterval,
                resources: [URL] = [], makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.resources = resources
        self.name = name
        self.summary = summary
        self.size = size
        self.script = script
        self.duration = duration
        self.makeView = makeView
    }

    /// The scene's root view.
    @MainActor public func makeRoot() -> AnyView { makeView() }
}

/// The example scenes written for Flipbook, one per behaviour of the seed articles.
public enum Gallery {
    public static let scenes: [GalleryScene] = [
        GalleryScene(name: "skew-cascade",
              summary: "Pills slide in a staggered cascade, leaning into the motion with keyframes on their progress",
              size: CGSize(width: 400, height: 420), script: "tap \"Go\" @0.3; tap \"Go\" @2.3", duration: 4.0,
              makeView: { AnyView(SkewCascadeScene()) }),
        GalleryScene(name: "layout-readout",
              summary: "A GeometryReader readout follows an effect that affects layout, not one ignored by layout",
              size: CGSize(width: 400, height: 260), script: "none", duration: 4.8,
              makeView: { AnyView(LayoutReadoutScene()) }),
        GalleryScene(name: "equal-endpoints",
              summary: "rotationEffect cannot animate between equal angles; a GeometryEffect of the value can",
              size: CGSize(width: 390, height: 300), script: "tap \"Set to 1\" @0.4; tap \"Set to 0\" @1.6",
              duration: 2.6, makeView: { AnyView(EqualEndpointsScene()) }),
        GalleryScene(name: "like-button",
              summary: "Each like makes the thumb hop once while the count cross-fades to the next",
              size: CGSize(width: 390, height: 160), script: "tap \"Like\" @0.4; tap \"Like\" @1.6", duration: 2.6,
              makeView: { AnyView(LikeButtonScene()) }),
        GalleryScene(name: "flip-card",
              summary: "A card turns in perspective and swaps faces at each half turn, told by its own effect",
              size: CGSize(width: 400, height: 400), script: "none", duration: 4.0,
              makeView: { AnyView(FlipCardScene()) }),
        GalleryScene(name: "path-follow",
              summary: "A plane flies laps of a figure-eight, its nose along the path (trimmedPath probing)",
              size: CGSize(width: 400, height: 280), script: "none", duration: 6.0,
              makeView: { AnyView(PathFollowScene()) }),
        GalleryScene(name: "slider-dial",
              summary: "A slider turns a dial as it is dragged; the buttons animate both",
              size: CGSize(width: 390, height: 340), script: "drag 38,243->352,243 @0.3..1.8; tap \"Zero\" @2.2",
              duration: 3.0, makeView: { AnyView(SliderDialScene()) }),
        GalleryScene(name: "jumpy-list",
              summary: "A marker hops to the chosen row, which tilts back in 3-D",
              size: CGSize(width: 300, height: 300), script: "tap 150,194 @0.3; tap 150,238 @1.6", duration: 3.0,
              makeView: { AnyView(JumpyListScene()) }),
        GalleryScene(name: "controls",
              summary: "A settings screen: switch, stepper, slider and progress views in a grouped list, scrolled "
                  + "and navigated",
              size: CGSize(width: 390, height: 560),
              script: "tap 332,163 @0.4; tap \"Increment\" @0.9; drag 165,268->300,268 @1.3..1.9; "
                  + "drag 200,500->200,250 @2.3..2.6; tap \"About\" @3.8; tap \"Back\" @4.6",
              duration: 5.2,
              makeView: { AnyView(ControlsPanelScene()) }),
        GalleryScene(name: "flick-corners",
              summary: "A box dragged and flicked between corners: it springs to where the throw points, at the "
                  + "finger's speed",
              size: CGSize(width: 390, height: 600),
              script: "drag 68,76->128,196 @0.3..0.5; drag 321,524->261,504 @1.6..1.75; drag 68,524->88,404 @3.0..3.3",
              duration: 4.4, makeView: { AnyView(FlickCornersScene()) }),
        GalleryScene(name: "corner-trace",
              summary: "matchedGeometryEffect sends a box between corners (default spring, interactive spring or "
                  + "easeInOut), or flicks it; a live trace of its path bends smoothly when a move is interrupted",
              size: CGSize(width: 390, height: 600), script: "tap 321.5,76 @0.3; tap 68.5,524 @0.8; tap 321.5,524 @3.0; tap \"Ease\" @4.4; "
                  + "tap 68.5,76 @4.5; tap 68.5,524 @5.1; tap \"Interactive\" @6.9; drag 68,524->200,420 @7.0..7.15",
              duration: 9.0, makeView: { AnyView(CornerTraceScene()) }),
        GalleryScene(name: "animated-styles",
              summary: "A gradient gains a stop and turns, a shadow grows and changes colour, a title changes colour, "
                  + "a badge sharpens and an Animatable counter counts, all in one animated change",
              size: CGSize(width: 390, height: 380), script: "tap \"Warm up\" @0.3; tap \"Cool down\" @1.8",
              duration: 3.0, makeView: { AnyView(AnimatedStylesScene()) }),
        GalleryScene(name: "transitions",
              summary: "Nine cards leave and come back at once: opacity, scale, slide, move, push, offset, "
                  + "asymmetric, combined and a custom turn",
              size: CGSize(width: 390, height: 420), script: "tap \"Hide\" @0.3; tap \"Show\" @1.6", duration: 2.6,
              makeView: { AnyView(TransitionShowcaseScene()) }),
        GalleryScene(name: "hero-card",
              summary: "A card grows out of its list row into a detail view and shrinks back (matchedGeometryEffect "
                  + "hand-over)",
              size: CGSize(width: 390, height: 560), script: "tap 200,132 @0.3; tap 200,400 @1.6", duration: 2.8,
              makeView: { AnyView(HeroCardScene()) }),
        GalleryScene(name: "geometry-group",
              summary: "A badge inserted while its card grows: inside geometryGroup() it rides the growing corner, "
                  + "without one it appears where the card is heading",
              size: CGSize(width: 390, height: 300), script: "tap \"Grow\" @0.3", duration: 1.6,
              makeView: { AnyView(GeometryGroupPairScene()) }),
        GalleryScene(name: "jump-squash",
              summary: "A card crouches, jumps, wobbles and lands with a squash on each tap: keyframeAnimator with "
                  + "four tracks; the lift track's KeyframeTimeline charted below",
              size: CGSize(width: 390, height: 440), script: "tap \"Jump\" @0.3; tap \"Jump\" @2.5", duration: 4.5,
              makeView: { AnyView(JumpSquashScene()) }),
        GalleryScene(name: "sales-chart",
              summary: "Swift Charts: bars grow in one after another, turn into a line over an area and a donut, "
                  + "and a finger on the plot selects a month",
              size: CGSize(width: 390, height: 440),
              script: "drag 130,300->300,300 @1.2..1.8; tap \"Line\" @2.2; tap \"Donut\" @3.4", duration: 4.6,
              makeView: { AnyView(SalesChartScene()) }),
        GalleryScene(name: "phase-pulse",
              summary: "A heart beats through its phases forever (phaseAnimator); a password field shakes through "
                  + "its phases once per failed sign-in (PhaseAnimator with a trigger)",
              size: CGSize(width: 390, height: 360), script: "tap \"Sign in\" @0.8; tap \"Sign in\" @2.2", duration: 3.0,
              makeView: { AnyView(PhasePulseScene()) }),
        GalleryScene(name: "hue-tile",
              summary: "A tile's hues cycle forever (hueRotation on a repeating animation); below, the same picture "
                  + "through brightness, contrast, saturation, grayscale, colorMultiply, colorInvert, "
                  + "luminanceToAlpha and a difference blend in a compositing group",
              size: CGSize(width: 390, height: 420), script: "", duration: 3.0,
              makeView: { AnyView(HueTileScene()) }),
        GalleryScene(name: "clock-face",
              summary: "An analogue clock drawn by a Canvas in a TimelineView(.animation), from 9:41 on the host's "
                  + "clock: rotated paths, resolved numerals, a shadow filter and a symbol view; a periodic "
                  + "timeline's digital time below",
              size: CGSize(width: 360, height: 380), script: "", duration: 3.0,
              makeView: { AnyView(ClockFaceScene()) }),
        GalleryScene(name: "counter-roll",
              summary: "A counter's digits roll up and down (contentTransition(.numericText(value:)) with "
                  + "monospacedDigit); a price cross-fades (.opacity) when discounted",
              size: CGSize(width: 360, height: 340),
              script: "tap \"+\" @0.3; tap \"+\" @1.0; tap \"−\" @1.8; tap \"Discount\" @2.4", duration: 3.2,
              makeView: { AnyView(CounterRollScene()) }),
        GalleryScene(name: "symbol-effects",
              summary: "Symbol effects: bounce, wiggle and rotate on each Ring; scale, pulse, variableColor, breathe "
                  + "and disappear while started; play replaced by pause (contentTransition(.symbolEffect(.replace))) "
                  + "and a caption swapped with .blurReplace",
              size: CGSize(width: 390, height: 420),
              script: "tap \"Ring\" @0.3; tap \"Start\" @0.6; tap 262,283 @1.2; tap \"Stop\" @2.6", duration: 3.2,
              makeView: { AnyView(SymbolEffectsScene()) }),
        GalleryScene(name: "scroll-rows",
              summary: "A scrolling list whose rows scale, fade and tilt in at the edges (scrollTransition, "
                  + "interactive) under a title that drifts away with its position (visualEffect)",
              size: CGSize(width: 390, height: 520), script: "drag 195,460->195,160 @0.4..1.0", duration: 2.5,
              makeView: { AnyView(ScrollRowsScene()) }),
        GalleryScene(name: "onboarding-pager",
              summary: "A page-style TabView of cards: a flick turns a page, a button turns the next inside "
                  + "withAnimation, the dots follow, and the navigation bar's title and toolbar item change with it",
              size: CGSize(width: 390, height: 520), script: "drag 300,200->200,200 @0.4..0.5; tap \"Next\" @1.6",
              duration: 2.8,
              makeView: { AnyView(OnboardingPagerScene()) }),
    ] + RatingBlobScene.Step.allCases.map { step in
        GalleryScene(name: "rating-blob-\(step.rawValue)",
              summary: ["", "The rating blob jumps to the tapped face",
                        "The rating blob slides to the tapped face",
                        "The rating blob stretches and contracts (inside out when going left)",
                        "The rating blob stretches and contracts both ways"][step.rawValue],
              size: CGSize(width: 400, height: 300), script: "tap 360,150 @0.4; tap 40,150 @1.4", duration: 2.2,
              makeView: { AnyView(RatingBlobScene(step: step)) })
    }

    /// The scene or preview with a name, if any (previews are only looked for, and so discovered, when no
    /// gallery scene has the name).
    public static func scene(named name: String) -> GalleryScene? {
        scenes.first { $0.name == name } ?? previews.first { $0.name == name }
    }
}
