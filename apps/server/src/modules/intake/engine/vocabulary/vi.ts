import type { Vocabulary } from './vocabulary';

/** Vietnamese. */
export const vi: Vocabulary = {
  places:
    'lối đi, hành lang, phòng, văn phòng, bếp, nhà bếp, sảnh, quầy lễ tân, lễ tân, lối vào, cửa vào, lối ra, cửa ra, nhà vệ sinh, toilet, wc, phòng tắm, phòng thay đồ, phòng nghỉ, căng tin, quán cà phê, nhà hàng, kho, bãi đỗ xe, bãi giữ xe, nhà để xe, gara, cầu thang, thang máy, thang cuốn, sân ga, quầy thu ngân, quầy, kệ, tủ đông, tủ lạnh, tầng hầm, tầng trệt, tầng một, tầng hai, tầng ba, tầng, tòa nhà, dãy nhà, khu, khu vực, vườn, sân, lớp học, phòng bệnh, phòng họp, bộ phận, ban công, sân thượng, mái nhà, phòng thử đồ, nhà thuốc, hiệu thuốc, cửa hàng, bãi xe, hồ bơi, bệnh viện, thư viện, chợ, cổng, siêu thị, nhà chờ, trạm xe buýt, trạm, bến xe, công viên, nhà ăn, ký túc xá, cầu, lối thoát hiểm, phòng học, khoa, sảnh chờ, hầm, hầm xe, trường, chung cư, tiệm, quán, phòng gym, phòng tập',
  surfaces: 'sàn, sàn nhà, nền nhà, trần, trần nhà, tường, bức tường, cửa, cánh cửa, cửa sổ',
  near: 'bên cạnh, cạnh, gần, phía sau, đằng sau, phía trước, trước, đối diện, bên ngoài, bên trong',
  at: 'ở, tại, trong',
  greetings: 'xin chào, chào, chào buổi sáng, chào buổi chiều, chào buổi tối, alo',
  corrections:
    'thật ra, thực ra, không phải, không, xin lỗi, ý tôi là, sửa lại, đính chính, không phải ở, mà là ở, thay vì',
  another: 'cũng, ngoài ra, vấn đề khác, một việc nữa, chuyện khác',
  captions:
    'ảnh, hình, hình ảnh, bức ảnh, tấm ảnh, ảnh chụp, ảnh chụp màn hình, thêm một ảnh, thêm ảnh, một ảnh nữa, một tấm nữa, thêm một tấm, đây là ảnh, đây ạ, gửi thêm, đính kèm',
  critical:
    'cháy, hỏa hoạn, đang cháy, ngọn lửa, bốc lửa, lửa bốc, lửa cháy, có lửa, lửa lớn, khói, mùi gas, rò rỉ gas, rò gas, nổ, vụ nổ, bất tỉnh, ngất, ngất xỉu, không thở, ngã quỵ, đau tim, nhồi máu cơ tim, điện giật, bị điện giật, vũ khí, dao, súng, bom, khí co, carbon monoxide',
  high: 'máu, chảy máu, bị thương, chấn thương, vết thương, dây điện hở, dây điện trần, dây điện lòi ra, tia lửa, lũ, ngập, ngập lụt, lụt, đe dọa, dọa, tấn công, hành hung, đánh nhau, ẩu đả, bạo lực, hung hăng, kính vỡ, mảnh kính, mảnh thủy tinh, bị ngã, té ngã, mắc kẹt, bị kẹt, nguy hiểm, khẩn cấp',
  medium:
    'trơn, trơn trượt, trượt chân, ướt, đổ, vũng nước, rò rỉ, rỉ nước, nhỏ giọt, vấp, lỏng, băng, đóng băng, tắc, nghẹt, bị tắc, mất nước, không có nước, không có nước nóng, mất điện, cúp điện, không hoạt động, không chạy, hỏng, bị hỏng, hư, vỡ, chuột, gián, nôn, bãi nôn, tràn, đầy, khả nghi, đáng ngờ, trộm, bị trộm, mất cắp, phá hoại',
  benign:
    'súng đồ chơi, súng nhựa, súng nước, súng bắn nước, đồ chơi súng, sung do choi, sung nhua, sung nuoc, súng bắn keo, súng phun sơn, súng xịt nước, súng rửa xe, súng bắn nhiệt, súng đo nhiệt, dao động, dao dong, dao nhựa, dao đồ chơi, bình chữa cháy, bình cứu hỏa, vòi chữa cháy, họng chữa cháy, tủ chữa cháy, thiết bị chữa cháy, hệ thống chữa cháy, diễn tập chữa cháy, diễn tập phòng cháy, phòng cháy chữa cháy, pccc, binh chua chay, binh cuu hoa, đầu báo cháy, đầu báo khói, máy báo khói, cảm biến khói, thiết bị báo khói, báo khói, dau bao khoi, may bao khoi, dau bao chay, khói thuốc lá, bóng đèn cháy, bóng đèn bị cháy, bóng bị cháy, đèn bị cháy, đèn cháy, cháy bóng đèn, cháy bóng, bong den chay, den bi chay, cháy vé, cháy nắng, hết gas, bình gas hết, hết bình gas, đổi bình gas, thay bình gas, đổi gas, thay gas, tiền gas, hóa đơn gas, máy lạnh hết gas, điều hòa hết gas, nạp gas, bơm gas, bếp gas không lên lửa, bếp ga không lên lửa, bếp gas không bật, bếp gas không đánh lửa, bếp gas không cháy, bếp không lên lửa, het gas, doi binh gas, thay binh gas, nap gas, bom gas, bep gas khong len lua, nổ máy, không nổ máy, no may, cây nước, cây nước nóng lạnh, máy lọc nước, bình lọc nước, cay nuoc, may loc nuoc, lối thoát hiểm, đèn thoát hiểm, cửa thoát hiểm, đèn exit, đèn khẩn cấp, đèn sự cố, hoa don tien gas, hoa don gas, hoa don ga, tien gas, tien ga, tiền ga, phi gas, chỉ số gas, chi so gas, chỉ số đồng hồ gas, chi so dong ho gas, bình gas rỗng, binh gas rong, bình ga rỗng, binh ga rong, vỏ bình gas, vo binh gas, bình gas đã hết, binh gas da het, binh gas het, binh ga het, hết ga, het ga, máy lạnh xì gas, máy lạnh bị xì gas, điều hòa xì gas, điều hòa bị xì gas, may lanh xi gas, dieu hoa xi gas, dao trong bồn, dao to trong bồn, dao trong chậu, dao trong lavabo, dao trong bon, dao to trong bon, dao trong chau, dao chưa rửa, dao chua rua, dao không rửa, dao bẩn, bỏ dao trong bồn, bo dao trong bon, báo cháy hết pin, bao chay het pin, chuông báo cháy hết pin, pin cảm biến khói, dây nối dài vắt ngang, dây điện nối dài vắt ngang, day noi dai vat ngang, dây nối dài chắn lối, cây nước hết nước, cay nuoc het nuoc, súng bắn bi đồ chơi, sung ban bi do choi, súng laser, súng bắn laser, laser tag, súng đạo cụ, đạo cụ súng, súng cosplay, súng mô hình, sung mo hinh, kiếm đồ chơi, kiếm nhựa, côn tập bằng xốp, côn xốp, kiếm gỗ, dao bày bán, dao chưa có giá, dao không có giá, dao chưa dán giá, giá dao, kệ dao, bộ dao, quầy dao, sơ đồ thoát hiểm, so do thoat hiem, sơ đồ thoát nạn, sơ đồ lối thoát, bản đồ thoát hiểm, sơ đồ sơ tán, kế hoạch sơ tán, diễn tập sơ tán, thử chuông báo cháy, kiểm tra chuông báo cháy, bếp ga không ai nấu, bếp gas không ai nấu, bếp ga tắt, bếp gas tắt, bếp ga chưa bật, máy sưởi không bật, bình ga hết',
  categories: {
    CLEANING:
      'đổ, bẩn, dơ, vết bẩn, dính, nôn, bãi nôn, vũng nước, lau nhà, ướt, mảnh kính, mùi, hôi, bốc mùi, dọn dẹp, vệ sinh, làm sạch, bụi, bùn',
    SECURITY:
      'khả nghi, đáng ngờ, trộm, kẻ trộm, bị trộm, mất cắp, đột nhập, phá hoại, vẽ bậy, kẻ lạ, đánh nhau, hành hung, đe dọa, vũ khí, dao, khóa, ổ khóa, báo động, camera an ninh, camera, bảo vệ, an ninh',
    WASTE_MANAGEMENT: 'thùng rác, rác, rác thải, chất thải, tái chế, tràn, đầy, đổ rác trái phép',
    MECHANICAL_ELECTRICAL:
      'đèn, ánh sáng, chiếu sáng, bóng đèn, điện, ổ cắm, dây điện, cáp, sưởi, máy sưởi, lò sưởi, điều hòa, máy lạnh, thông gió, thang máy, thang cuốn, cửa tự động, tủ lạnh, tủ đông, nồi hơi, máy phát điện',
    PLUMBING:
      'rò rỉ, rỉ nước, ống nước, đường ống, ống, cống, thoát nước, tắc, nghẹt, xả nước, vòi nước, mất nước, không có nước, nước nóng, bồn cầu, nhà vệ sinh, bồn tiểu, ngập, nhỏ giọt',
    PEST_CONTROL:
      'chuột, gián, côn trùng, kiến, ong vò vẽ, ong, chim bồ câu, bồ câu, chim, rệp, bọ chét, ruồi, sâu bọ, phân',
    GROUNDS_MAINTENANCE:
      'bãi đỗ xe, ổ gà, lối đi bộ, vỉa hè, cỏ, bãi cỏ, hàng rào cây, cây, cành cây, hàng rào, tuyết, băng, vườn, cảnh quan',
    IT: 'wifi, internet, mạng, máy quẹt thẻ, máy pos, đầu đọc thẻ, màn hình, máy tính, laptop, máy in, trang web, website, mật khẩu, máy quét',
    FEEDBACK:
      'khen, lời khen, phàn nàn, khiếu nại, góp ý, đề xuất, phản hồi, thô lỗ, bất lịch sự, không thân thiện, nhân viên, phục vụ, chăm sóc khách hàng, xếp hàng, chờ đợi, giá, cảm ơn',
  },
};
