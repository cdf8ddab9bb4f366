import SwiftUI

/// One of the flower's six petals: it slides out from the centre and turns as the flower opens.
struct PetalView: View {
    let index: Int
    let open: Bool

    var body: some View {
        Circle()
            .fill(
                LinearGradient(colors: [Color("Brand"), Color("Brand").opacity(0.3)],
                               startPoint: .top, endPoint: .bottom)
            )
            .frame(width: 120, height: 120)
            .opacity(0.6)
            .offset(y: open ? -60 : 0)
            .rotationEffect(.degrees(Double(index) * 60 + (open ? 30 : 0)))
            .scaleEffect(open ? 1 : 0.4)
    }
}
