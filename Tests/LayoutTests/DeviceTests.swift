import DisplayList
import Foundation
import Layout
import Testing

/// The three phones, every number pinned. Sources are listed beside the values in
/// `Sources/Layout/Environment/Device.swift`.
struct DeviceTests {
    @Test func iPhoneSE() {
        let d = Device.iPhoneSE
        #expect(d.id == "iphone-se")
        #expect(d.name == "iPhone SE (3rd generation)")
        #expect(d.size == Size(width: 375, height: 667))
        #expect(d.scale == 2)
        #expect(d.pixelSize == (750, 1334))
        #expect(d.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(d.statusBarHeight == 20)
        #expect(d.homeIndicator == nil)
        #expect(d.dynamicIsland == nil)
        #expect(d.cornerRadius == 0)
    }

    @Test func iPhone16() throws {
        let d = Device.iPhone16
        #expect(d.id == "iphone-16")
        #expect(d.name == "iPhone 16")
        #expect(d.size == Size(width: 393, height: 852))
        #expect(d.scale == 3)
        #expect(d.pixelSize == (1179, 2556))
        #expect(d.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(d.statusBarHeight == 59)
        #expect(d.homeIndicator == Rect(x: 126.5, y: 839, width: 140, height: 5))
        let island = try #require(d.dynamicIsland)
        #expect(island.x == 133.5)
        #expect(island.y == 11)
        #expect(island.width == 126)
        #expect(abs(island.height - 37.333_333_333_333_3) < 1e-12)
        #expect(island.height * 3 == 112)
        #expect(d.cornerRadius == 55)
    }

    @Test func iPhone16ProMax() throws {
        let d = Device.iPhone16ProMax
        #expect(d.id == "iphone-16-pro-max")
        #expect(d.name == "iPhone 16 Pro Max")
        #expect(d.size == Size(width: 440, height: 956))
        #expect(d.scale == 3)
        #expect(d.pixelSize == (1320, 2868))
        #expect(d.safeAreaInsets == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(d.statusBarHeight == 62)
        #expect(d.homeIndicator == Rect(x: 141.5, y: 943, width: 157, height: 5))
        let island = try #require(d.dynamicIsland)
        #expect(island.x == 157)
        #expect(island.y == 14)
        #expect(island.width == 126)
        #expect(island.height * 3 == 112)
        #expect(d.cornerRadius == 62)
    }

    @Test func catalogueOrderAndDefault() {
        #expect(Device.all.map(\.id) == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
        #expect(Device.default == .iPhone16)
        #expect(Set(Device.all.map(\.id)).count == Device.all.count)
    }

    @Test(arguments: Device.all)
    func systemChromeSitsInsideTheSafeAreaAndIsCentred(_ device: Device) {
        if let bar = device.homeIndicator {
            #expect(bar.midX == device.size.width / 2)
            #expect(device.size.height - bar.maxY == 8)
            #expect(bar.minY >= device.size.height - device.safeAreaInsets.bottom)
        }
        if let island = device.dynamicIsland {
            #expect(island.midX == device.size.width / 2)
            #expect(island.maxY <= device.safeAreaInsets.top)
        }
        // A phone has a home indicator exactly when it has no Home button, i.e. a bottom inset.
        #expect((device.homeIndicator != nil) == (device.safeAreaInsets.bottom > 0))
        #expect(device.statusBarHeight == device.safeAreaInsets.top)
    }

    @Test(arguments: Device.all)
    func lookupByIdIgnoresCase(_ device: Device) {
        #expect(Device(id: device.id) == device)
        #expect(Device(id: device.id.uppercased()) == device)
    }

    @Test func unknownIdsAreNil() {
        #expect(Device(id: "iphone-15") == nil)
        #expect(Device(id: "") == nil)
        #expect(Device(id: "iPhone 16") == nil) // the name is not an id; `nearest` handles it
    }

    @Test func nearestSuggestsTheIntendedDevice() {
        #expect(Device.nearest(to: "iphone16") == .iPhone16)          // 1 edit
        #expect(Device.nearest(to: "iphone-15") == .iPhone16)         // 1 edit
        #expect(Device.nearest(to: "iPhone 16") == .iPhone16)         // spaces and case
        #expect(Device.nearest(to: "iPhone_16_Pro_Max") == .iPhone16ProMax)
        #expect(Device.nearest(to: "iphone-16-pro") == .iPhone16ProMax) // 4 edits of 17
        #expect(Device.nearest(to: "iphone-se-3") == .iPhoneSE)       // 2 edits
        #expect(Device.nearest(to: "iphone-16") == .iPhone16)         // exact
    }

    @Test func nearestStaysQuietForUnrelatedNames() {
        for name in ["pixel-8", "ipad", "galaxy-s24", "", "watch"] {
            #expect(Device.nearest(to: name) == nil, "\(name)")
        }
    }

    @Test func codableRoundTrip() throws {
        for device in Device.all {
            let data = try JSONEncoder().encode(device)
            #expect(try JSONDecoder().decode(Device.self, from: data) == device)
        }
    }
}
