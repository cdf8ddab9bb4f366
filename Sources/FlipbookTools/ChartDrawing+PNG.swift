import Flipbook
import FlipbookCairo
import Foundation

extension ChartDrawing {
    /// The chart drawn by Flipbook's own views and rendered through Cairo, as PNG data.
    @MainActor
    public func pngData(scale: CGFloat = 1, fonts: FontConfiguration = FontConfiguration()) throws -> Data {
        let host = ViewHost(ChartCanvas(chart: self), size: CGSize(width: width, height: height), fonts: fonts)
        return try host.pngData(scale: scale)
    }
}

/// A ``ChartDrawing`` as SwiftUI views: shapes stroked on a white canvas, texts placed by their baseline.
struct ChartCanvas: View {
    let chart: ChartDrawing

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            ForEach(chart.elements.indices, id: \.self) { index in
                ChartElementView(element: chart.elements[index])
            }
        }
        .frame(width: chart.width, height: chart.height, alignment: .topLeading)
    }
}

private struct ChartElementView: View {
    let element: ChartDrawing.Element

    /// Room for a text line; its box is anchored at the point, so the width only needs to hold the text.
    private static let textBoxWidth: CGFloat = 800

    var body: some View {
        switch element {
        case let .rect(x, y, width, height, fill, stroke):
            let box = Path(CGRect(x: x, y: y, width: width, height: height))
            ZStack(alignment: .topLeading) {
                box.fill(Color(chartHex: fill))
                if let stroke { box.stroke(Color(chartHex: stroke), lineWidth: 1) }
            }
        case let .line(x1, y1, x2, y2, color, dash, _):
            Path { path in
                path.move(to: CGPoint(x: x1, y: y1))
                path.addLine(to: CGPoint(x: x2, y: y2))
            }
            .stroke(Color(chartHex: color), style: StrokeStyle(lineWidth: 1, dash: dash.map { CGFloat($0) }))
        case let .polyline(points, color, width, _):
            Path { path in
                guard let first = points.first else { return }
                path.move(to: CGPoint(x: first.x, y: first.y))
                for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.x, y: point.y)) }
            }
            .stroke(Color(chartHex: color), style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        case let .text(text, x, y, anchor, color, size, bold):
            let box = Self.textBoxWidth
            let left: CGFloat = switch anchor {
            case .start: x
            case .middle: x - box / 2
            case .end: x - box
            }
            let alignment: Alignment = switch anchor {
            case .start: .leading
            case .middle: .center
            case .end: .trailing
            }
            // A line box of 1.4 em centred on the text puts the baseline about 1.05 em below the box's top.
            Text(text)
                .font(.system(size: size, weight: bold ? .bold : .regular))
                .foregroundColor(Color(chartHex: color))
                .fixedSize()
                .frame(width: box, height: size * 1.4, alignment: alignment)
                .offset(x: left, y: y - size * 1.05)
        }
    }
}

extension Color {
    /// A colour written `#rrggbb`, as charts spell them; black when malformed.
    init(chartHex hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
            self.init(red: 0, green: 0, blue: 0)
            return
        }
        self.init(red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255,
                  blue: Double(value & 0xff) / 255)
    }
}
