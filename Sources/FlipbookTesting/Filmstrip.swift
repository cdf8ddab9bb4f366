import Flipbook
import FlipbookCairo
import Foundation

/// A contact sheet of a take's frames: `columns` to a row, each framed in grey with its time written under it.
enum Filmstrip {
    static let gap: CGFloat = 8
    static let labelHeight: CGFloat = 18

    @MainActor
    static func png(of take: AnimationTake, times: [TimeInterval], columns: Int) throws -> Data {
        let columns = max(1, min(columns, max(times.count, 1)))
        let rows = max(1, (times.count + columns - 1) / columns)
        let cell = CGSize(width: take.size.width + gap, height: take.size.height + labelHeight + gap)
        let sheet = CGSize(width: cell.width * CGFloat(columns) + gap, height: cell.height * CGFloat(rows) + gap)
        var items = [DisplayList.Item(transform: ProjectionTransform(),
                                      content: .fill(Path(CGRect(origin: .zero, size: sheet)),
                                                     .color(Color.Resolved(red: 0.93, green: 0.93, blue: 0.93, opacity: 1)),
                                                     FillStyle()))]
        // Sorted, so that the take plays forward once.
        for (index, time) in times.enumerated().sorted(by: { $0.element < $1.element }) {
            let origin = CGPoint(x: gap + CGFloat(index % columns) * cell.width, y: gap + CGFloat(index / columns) * cell.height)
            let place = ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y))
            items.append(DisplayList.Item(transform: place, content: .fill(Path(CGRect(origin: .zero, size: take.size)),
                                                                           .color(Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)),
                                                                           FillStyle())))
            // A frame's items are in its canvas's space: moved into the cell whole.
            items += try take.host(at: time).displayList.transformed(by: place).items
            let label = DisplayList.TextDrawing(
                string: String(format: "%.3f s", time),
                font: FontDescriptor(family: nil, size: 12, weight: 400, design: .monospaced, italic: false),
                color: Color.Resolved(red: 0.2, green: 0.2, blue: 0.2, opacity: 1),
                size: CGSize(width: take.size.width, height: labelHeight), lineLimit: 1, alignment: .center)
            items.append(DisplayList.Item(
                transform: ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y + take.size.height + 2)),
                content: .text(label)))
        }
        return try CairoRenderer(fonts: .pinned).render(DisplayList(items: items), size: sheet).pngData()
    }
}
