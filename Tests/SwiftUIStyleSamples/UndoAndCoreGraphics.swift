import SwiftUI

// Surface group: Undo, Handoff and Core Graphics gradients
// Surface: UndoManager, undoManager, registerUndo(withTarget:handler:), setActionName, undoMenuItemTitle, canUndo, canRedo, undo(), redo()
// Surface: NSUndoManagerDidUndoChange, NSUndoManagerDidRedoChange
// Surface: NSUserActivity, userActivity (accepted), onContinueUserActivity (accepted), isEligibleForHandoff
// Surface: CGGradient, CGColorSpaceCreateDeviceRGB, CFArray, drawLinearGradient, drawRadialGradient, drawsBeforeStartLocation, drawsAfterEndLocation

// A string of beads whose changes undo and redo with a spring, as a document app registers them with the window's
// undo manager and advertises for Handoff; and a sky painted with Core Graphics gradients inside a canvas.

final class BeadString: ObservableObject {
    @Published var beads: [Color] = [.red]

    func add(_ color: Color, undoManager: UndoManager?) {
        withAnimation(.spring(duration: 0.4, bounce: 0)) { beads.append(color) }
        undoManager?.registerUndo(withTarget: self) { string in
            string.removeLast(undoManager: undoManager)
        }
        undoManager?.setActionName("Add Bead")
    }

    func removeLast(undoManager: UndoManager?) {
        guard let color = beads.last else { return }
        withAnimation(.spring(duration: 0.4, bounce: 0)) { _ = beads.removeLast() }
        undoManager?.registerUndo(withTarget: self) { string in
            string.add(color, undoManager: undoManager)
        }
    }
}

struct BeadStringRoot: View {
    @StateObject private var string = BeadString()
    @Environment(\.undoManager) private var undoManager
    @State private var stepsBack = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 8) {
                ForEach(Array(string.beads.enumerated()), id: \.offset) { _, color in
                    Circle()
                        .fill(color)
                        .frame(width: 30, height: 30)
                        .transition(.scale)
                }
            }
            .frame(height: 40)
            HStack {
                Button("Blue") { string.add(.blue, undoManager: undoManager) }
                Button("Green") { string.add(.green, undoManager: undoManager) }
            }
            HStack {
                Button(undoManager?.undoMenuItemTitle ?? "Undo") { undoManager?.undo() }
                    .disabled(undoManager?.canUndo != true)
                Button("Redo") { undoManager?.redo() }
                    .disabled(undoManager?.canRedo != true)
            }
            Text("\(stepsBack) back")
        }
        .onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidUndoChange, object: undoManager)) { _ in
            stepsBack += 1
        }
        .onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidRedoChange, object: undoManager)) { _ in
            stepsBack -= 1
        }
        .userActivity("com.example.beads") { activity in
            activity.title = "\(string.beads.count) beads"
            activity.isEligibleForHandoff = true
            activity.addUserInfoEntries(from: ["count": string.beads.count])
        }
        .onContinueUserActivity("com.example.beads") { (activity: NSUserActivity) in
            let count = activity.userInfo?["count"] as? Int ?? 1
            string.beads = Array(repeating: .red, count: count)
        }
        .handlesExternalEvents(preferring: ["beads"], allowing: ["*"])
    }
}

struct SkyRoot: View {
    @State private var isDusk = false

    var body: some View {
        VStack {
            Canvas { context, size in
                context.withCGContext { cg in
                    let sky = isDusk
                        ? [CGColor(red: 0.2, green: 0, blue: 0.4, alpha: 1), CGColor(red: 1, green: 0.4, blue: 0, alpha: 1)]
                        : [CGColor(red: 0, green: 0.4, blue: 1, alpha: 1), CGColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)]
                    let space = CGColorSpaceCreateDeviceRGB()
                    let locations: [CGFloat] = [0, 1]
                    if let gradient = CGGradient(colorsSpace: space, colors: sky as CFArray, locations: locations) {
                        cg.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: size.height),
                                              options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                    }
                    let sun = [CGColor(red: 1, green: 1, blue: 0.6, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0, alpha: 0)]
                    if let glow = CGGradient(colorsSpace: space, colors: sun as CFArray, locations: [0.3, 1]) {
                        let center = CGPoint(x: size.width / 2, y: isDusk ? size.height * 0.8 : size.height * 0.3)
                        cg.drawRadialGradient(glow, startCenter: center, startRadius: 0, endCenter: center,
                                              endRadius: 40, options: [])
                    }
                }
            }
            .frame(width: 200, height: 150)
            Button(isDusk ? "Day" : "Dusk") { isDusk.toggle() }
        }
    }
}
