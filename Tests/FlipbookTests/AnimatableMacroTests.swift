import Flipbook
import Foundation
import Testing

/// A meter whose body shows its animated level: `@Animatable` makes it `Animatable` from its stored `var`s.
@Animatable
private struct Meter: View {
    var level: Double
    @AnimatableIgnored var unit: String = "%"
    let caption = "level"
    var body: some View { Text("\(Int(level.rounded())) \(unit)") }
}

/// A shape already `Animatable` (every `Shape` is): only `animatableData` is added, of two angles.
@Animatable
private struct Wedge: Shape {
    var start: Angle
    var end: Angle
    @AnimatableIgnored var isClosed = true
    var twice: Double { start.degrees * 2 }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: start,
                    endAngle: end, clockwise: false)
        if isClosed { path.closeSubpath() }
        return path
    }
}

/// Three properties of three kinds, one inferred from its literal.
@Animatable
private struct Blob {
    var radius: CGFloat
    var centre: CGPoint
    var wobble = 0.5
}

/// Several properties in one declaration: each has its own type, written or given by its value.
@Animatable
private struct Knot {
    var lift = 0.5, scale: CGFloat = 2
    var x, y: Double
}

private struct Rising<Shown: View>: View {
    let shown: (Double) -> Shown
    @State private var target = 0.0
    var body: some View {
        shown(target).onAppear { withAnimation(.linear(duration: 1)) { target = 100 } }
    }
}

@MainActor
@Suite struct AnimatableMacroTests {
    @Test func aMacroMadeAnimatableViewsBodySeesEveryInBetweenValue() {
        let host = ViewHost(Rising { Meter(level: $0) }, size: CGSize(width: 200, height: 100))
        func shown() -> [String] { host.laidOutViews.compactMap(\.text) }
        #expect(shown() == ["0 %"])
        host.advance(to: 0.25)
        #expect(shown() == ["25 %"])
        host.advance(to: 0.5)
        #expect(shown() == ["50 %"])
        host.advance(to: 2)
        #expect(shown() == ["100 %"])
    }

    @Test func oneVarAnimatesAsItselfSeveralAsAnimatableValues() {
        var meter = Meter(level: 10)
        #expect(meter.animatableData == 10)
        meter.animatableData = 42
        #expect(meter.level == 42)

        var wedge = Wedge(start: .degrees(0), end: .degrees(90))
        // Each angle animates through its own `animatableData` (radians × 128, as SwiftUI's).
        let (start, end) = wedge.animatableData.value
        #expect(start == 0 && end == Angle.degrees(90).animatableData)
        wedge.animatableData = AnimatableValues(Angle.degrees(180).animatableData, Angle.degrees(360).animatableData)
        #expect(abs(wedge.start.degrees - 180) < 1e-9 && abs(wedge.end.degrees - 360) < 1e-9)
        #expect(wedge.isClosed)

        var blob = Blob(radius: 4, centre: CGPoint(x: 1, y: 2))
        let blobData: AnimatableValues<CGFloat, AnimatablePair<CGFloat, CGFloat>, Double> = blob.animatableData
        let (radius, centre, wobble) = blobData.value
        #expect(radius == 4 && centre == AnimatablePair(1, 2) && wobble == 0.5)
        blob.animatableData = blobData.scaled(by: 2)
        #expect(blob.radius == 8 && blob.centre == CGPoint(x: 2, y: 4) && blob.wobble == 1)
    }

    @Test func propertiesDeclaredTogetherKeepTheirOwnTypes() {
        var knot = Knot(x: 3, y: 4)
        let data: AnimatableValues<Double, CGFloat, Double, Double> = knot.animatableData
        let (lift, scale, x, y) = data.value
        #expect(lift == 0.5 && scale == 2 && x == 3 && y == 4)
        knot.animatableData = data.scaled(by: 2)
        #expect(knot.lift == 1 && knot.scale == 4 && knot.x == 6 && knot.y == 8)
    }

    @Test func animatableValuesAreVectors() {
        // The tuples are taken apart before `#expect`: the compiler (6.3.1) crashes on a pack tuple's element
        // read inside the macro's closure.
        let a = AnimatableValues(1.0, CGFloat(2), AnimatablePair(3.0, 4.0))
        let b = AnimatableValues(0.5, CGFloat(-2), AnimatablePair(1.0, 0.0))
        let (sumX, sumY, sumPair) = (a + b).value
        #expect(sumX == 1.5 && sumY == 0 && sumPair == AnimatablePair(4, 4))
        let isZero = (a - a) == .zero
        let differ = a != b
        let magnitude = a.magnitudeSquared
        #expect(isZero && differ && magnitude == 1 + 4 + 9 + 16)
        var halfway = a
        halfway.interpolate(towards: b, amount: 0.5)
        let (halfX, halfY, halfPair) = halfway.value
        #expect(halfX == 0.75 && halfY == 0 && halfPair == AnimatablePair(2, 2))
    }

    @Test func aShapesAnimatorReadsEveryComponent() {
        struct Sweep: View {
            @State private var end = Angle.degrees(0)
            var body: some View {
                Wedge(start: .zero, end: end).fill(Color.blue).frame(width: 100, height: 100)
                    .onAppear { withAnimation(.linear(duration: 1)) { end = .degrees(180) } }
            }
        }
        let host = ViewHost(Sweep(), size: CGSize(width: 100, height: 100))
        host.advance(to: 0.5)
        let reading = host.animators.first { $0.view.contains("Wedge") && $0.input == "animatableData" }
        #expect(reading?.value.count == 2)
        #expect(abs((reading?.value.last ?? 0) - Angle.degrees(90).animatableData) < 1e-9,
                "\(String(describing: reading))")
    }
}
